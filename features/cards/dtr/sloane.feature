@card:01044
Feature: Sloane
  Sloane's bounty cannot be reduced below 1.
  Sloane and your other dudes at her location do not boot when forming or joining a posse.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Sloane          | home        | 2      |
      | Pancho Castillo | home        | 0      |
      | Jake Smiley     | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.posse
  Scenario: Sloane and her companions join a posse from an adjacent location without booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Sloane" to the posse
    And Player1 adds "Pancho Castillo" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Jake Smiley, Sloane, Pancho Castillo"
    And "Sloane" is unbooted
    And "Pancho Castillo" is unbooted
    And "Sloane" is at "Town Square"
    And the log contains "Player1 moves Sloane to Town Square without booting"

  @rule:shootout.posse
  Scenario: Dudes away from Sloane still boot to join
    Given Player1 has these dudes:
      | dude            | at             |
      | Sloane          | Player2's home |
      | Pancho Castillo | home           |
      | Jake Smiley     | Town Square    |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    Then Player1 is asked to "Select a dude"
    And "Pancho Castillo" is booted
    And the log contains "Player1 boots Pancho Castillo to move them to Town Square"

  Scenario: Her bounty can be lowered while it is above 1
    Given Player1's street is "home, B & B Attorneys"
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Sloane"
    And Player1 chooses "lower"
    Then "Sloane" has 1 bounty
    And the last log line is "Player1 lowers Sloane's bounty to 1"

  Scenario: Her bounty cannot be reduced below 1
    Given Player1's street is "home, B & B Attorneys"
    And Player1 has these dudes:
      | dude   | bounty |
      | Sloane | 1      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Sloane"
    And Player1 chooses "lower"
    Then "Sloane" has 1 bounty
    And "Sloane" is wanted
    And the last log line is "Player1 lowers Sloane's bounty to 1"
