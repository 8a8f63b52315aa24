@card:01071 @blind
Feature: Bunkhouse (blind proof)
  Dudes with 0 or 1 influence, excluding any modifiers from this deed, have +1
  influence while at this deed.

  Jake Smiley: 0 influence. Clint Ramsey: 1. Pancho Castillo: 2.

  Background:
    Given the board "main street"
    And Player1's street is "home, Bunkhouse"

  Scenario Outline: A dude with 0 or 1 influence at the Bunkhouse gets +1, one with 2 does not
    Given Player1 has these dudes:
      | dude   | at        |
      | <dude> | Bunkhouse |
    Then "<dude>" has <influence> influence

    Examples:
      | dude            | influence |
      | Jake Smiley     | 1         |
      | Clint Ramsey    | 2         |
      | Pancho Castillo | 2         |

  Scenario: An opponent's dude at the Bunkhouse gets the bonus too
    Given Player2 has these dudes:
      | dude         | at        |
      | Clint Ramsey | Bunkhouse |
    Then "Clint Ramsey" has 2 influence
    And Player2 controls "Bunkhouse"

  Scenario: The bonus ends when the dude leaves the Bunkhouse
    Given Player1 has these dudes:
      | dude         | at        |
      | Clint Ramsey | Bunkhouse |
    Then "Clint Ramsey" has 2 influence
    When Player1 moves "Clint Ramsey" to "Town Square"
    Then "Clint Ramsey" has 1 influence

  Scenario: A dude raised to 2 influence by another card no longer gets the bonus
    Given Player1's street is "home, Bunkhouse, Yan Li's Tailoring"
    And Player1 has these dudes:
      | dude         | at        |
      | Clint Ramsey | Bunkhouse |
    And "Clint Ramsey" gets "influence +1" from "Yan Li's Tailoring" until end of day
    Then "Clint Ramsey" has 2 influence

  Scenario: A dude raised from 0 to 1 influence by another card still gets the bonus
    Given Player1's street is "home, Bunkhouse, Yan Li's Tailoring"
    And Player1 has these dudes:
      | dude        | at        |
      | Jake Smiley | Bunkhouse |
    And "Jake Smiley" gets "influence +1" from "Yan Li's Tailoring" until end of day
    Then "Jake Smiley" has 2 influence
