@card:23010 @blind
Feature: Mourning Mist (blind proof)
  Dude, Abomination. Noon, Boot: Ace Mourning Mist to boot a dude at this or an adjacent
  location.

  The town (board "shootout"): Player1's street is home - General Store; the town square
  is adjacent to every street location.

  Background:
    Given the board "shootout"

  Scenario: At the town square he aces himself to boot a dude there
    Given Player1 has these dudes:
      | dude          | at          |
      | Mourning Mist | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Mourning Mist"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Mourning Mist" is in Player1's boot hill

  Scenario: A dude at an adjacent location may be booted
    Given Player1 has these dudes:
      | dude          | at          |
      | Mourning Mist | Town Square |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    When Player1 uses "Mourning Mist"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Mourning Mist" is in Player1's boot hill

  Scenario: A dude at a location that is not adjacent is not offered
    Given Player1 has these dudes:
      | dude          | at            |
      | Mourning Mist | General Store |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
      | Olivia Jenks    | Town Square    |
    When Player1 uses "Mourning Mist"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """

  Scenario: A booted Mourning Mist cannot use it
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Mourning Mist | Town Square | yes    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Mourning Mist"
    Then the play is refused by rule "ability.cost"
    And "Mourning Mist" is in play
