@card:01060 @blind
Feature: Yan Li's Tailoring (blind proof)
  Controller Noon, Boot: Raise a dude's influence by 1.

  A Noon ability lasts until the end of the day (§8.3). Pancho Castillo has 2
  influence, Steven Wiles 3.

  Background:
    Given the board "main street"
    And Player1's street is "home, Yan Li's Tailoring"

  Scenario: The controller boots the Tailoring to give a dude +1 influence until the end of the day
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 influence
    And "Yan Li's Tailoring" is booted
    And "Pancho Castillo" has "influence +1" from "Yan Li's Tailoring" until end of day
    And Player1 has 3 influence

  Scenario: The dude may be anywhere and may be an opponent's
    Given Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 4 influence

  Scenario: The owner who does not control the Tailoring cannot use it
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Yan Li's Tailoring |
    Then Player2 controls "Yan Li's Tailoring"
    When Player1 tries to use "Yan Li's Tailoring"
    Then the play is refused by rule "ability.controller"
    And "Pancho Castillo" has 2 influence
