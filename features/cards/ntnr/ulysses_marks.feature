@card:02007
Feature: Ulysses Marks
  Dude, 1 bullets, draw. While Ulysses is at a Saloon, the Saloon gets 1 additional
  control point. Noon: If Ulysses is at a Saloon, move another dude at the same location
  to the town square booted.

  Dead Dog Tavern is a Saloon printing 1 control point; General Store is not a Saloon.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Dead Dog Tavern"

  Scenario: At a Saloon, the Saloon gets 1 more control point
    Given Player1 has these dudes:
      | dude          | at              |
      | Ulysses Marks | Dead Dog Tavern |
    Then "Dead Dog Tavern" has 2 control points
    And "General Store" has 1 control points

  Scenario: Away from a Saloon, no extra control point
    Given Player1 has these dudes:
      | dude          | at            |
      | Ulysses Marks | General Store |
    Then "Dead Dog Tavern" has 1 control points
    And "General Store" has 1 control points

  Scenario: Noon: at a Saloon he moves another dude there to the town square booted
    Given Player1 has these dudes:
      | dude          | at              |
      | Ulysses Marks | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Dead Dog Tavern |
    When Player1 uses "Ulysses Marks"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And "Ulysses Marks" is at "Dead Dog Tavern"
    And the log contains in order:
      """
      Player1 uses Ulysses Marks
      Player1 moves Pancho Castillo to the town square booted
      """

  Scenario: Noon away from a Saloon: nobody moves
    Given Player1 has these dudes:
      | dude          | at            |
      | Ulysses Marks | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    When Player1 uses "Ulysses Marks"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted
    And the log contains "Player1 uses Ulysses Marks"
    And the log does not contain "Player1 moves Pancho Castillo to the town square booted"

  Scenario: Only a dude at his location may be moved
    Given Player1 has these dudes:
      | dude          | at              |
      | Ulysses Marks | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Dead Dog Tavern |
      | Olivia Jenks    | General Store   |
    When Player1 uses "Ulysses Marks"
    Then Player1 is asked to "Select a dude"
    And the options are:
      """
      Pancho Castillo
      cancel
      """

  Scenario: The opponent's Saloon gets the point too
    Given Player2's street is "home, Dead Dog Tavern (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at                                  |
      | Ulysses Marks | Dead Dog Tavern (Weird West Edition) |
    Then "Dead Dog Tavern (Weird West Edition)" has 2 control points
