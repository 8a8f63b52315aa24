@card:24080
Feature: Maria Kingsford (Weird West Edition)
  While in a shootout, add Maria's bounty to each Huckster skill check she makes.

  Maria is a Huckster 0 with 2 bounty; Corporeal Twist is a Shootout Hex 4, Phantom Fingers
  a Noon/Shootout Hex 6.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                 | at          | bounty | attachments                                                                |
      | Maria Kingsford (Weird West Edition) | Town Square | 2      | Corporeal Twist (Weird West Edition), Phantom Fingers (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  Scenario: Maria's bounty is added to her Huckster skill check in a shootout
    Given Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Maria Kingsford (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And "Maria Kingsford (Weird West Edition)" has 0 huckster skill
    And Player2 is asked to "Select a play"
    And the log contains "Player1's Maria Kingsford (Weird West Edition) succeeds by 0 with 2H + 2 = 4 against difficulty 4"

  Scenario: Out of a shootout her bounty adds nothing
    Given Player1's next pull is "4H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    And the log contains "Player1's Maria Kingsford (Weird West Edition) fails by 2 with 4H + 0 = 4 against difficulty 6"
