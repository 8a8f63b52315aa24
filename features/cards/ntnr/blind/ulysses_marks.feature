@card:02007 @blind
Feature: Ulysses Marks (blind proof)
  Dude; influence 2.
  While Ulysses is at a Saloon, the Saloon gets 1 additional control point.
  Noon: If Ulysses is at a Saloon, move another dude at the same location to the town
  square booted.

  Charlie's Place is a Saloon with 1 control point; General Store is not a Saloon.

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Charlie's Place (Base Set)"

  Scenario: At a Saloon the Saloon gets 1 additional control point
    Given Player1 has these dudes:
      | dude          | at              |
      | Ulysses Marks | Charlie's Place |
    Then "Charlie's Place" has 2 control points

  Scenario: Away from a Saloon it does not
    Given Player1 has these dudes:
      | dude          | at            |
      | Ulysses Marks | General Store |
    Then "Charlie's Place" has 1 control points

  Scenario: At a Saloon Ulysses moves another dude there to the town square booted
    Given Player1 has these dudes:
      | dude          | at              |
      | Ulysses Marks | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
      | Steven Wiles | General Store   |
    When Player1 uses "Ulysses Marks"
    Then Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Ulysses Marks"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And "Charlie's Place" has 2 control points

  Scenario: Away from a Saloon the Noon ability moves nobody
    Given Player1 has these dudes:
      | dude          | at            |
      | Ulysses Marks | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 uses "Ulysses Marks"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "General Store"
    And "Olivia Jenks" is unbooted
