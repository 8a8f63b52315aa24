@card:25006
Feature: Obadiah Angstrom
  Noon Job, Boot: Mark an In Town deed an opponent owns. If successful, pull; if the pull is
  red, discard the deed from play.

  On the main street board Player2's street is Railroad Station - home, and Player1 owns
  General Store, Telegraph Office and Blake Ranch (out of town); Player2's Pat's Perch is
  out of town.

  Background:
    Given the board "main street"
    And Player2's out of town deeds is "Pat's Perch"
    And Player1 has these dudes:
      | dude             | at             |
      | Obadiah Angstrom | Player1's home |

  Scenario: A successful job and a red pull discard the deed
    Given Player1's next pull is "5D"
    When Player1 uses "Obadiah Angstrom"
    Then the options are:
      """
      Railroad Station
      cancel
      """
    When Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" is in Player2's discard pile
    And "Obadiah Angstrom" is booted
    And the log contains "Player1 discards Railroad Station"

  Scenario: A black pull leaves the deed
    Given Player1's next pull is "5S"
    When Player1 uses "Obadiah Angstrom"
    And Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" is in play
