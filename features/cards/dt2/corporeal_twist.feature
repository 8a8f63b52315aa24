@card:24182
Feature: Corporeal Twist (Weird West Edition)
  Shootout Hex 4, Boot: Give an opposing dude -1 bullets and -2 value. If that dude is
  aced or discarded during this shootout, this Huckster gains 1 permanent control point.

  Steele Archer is a Huckster 2; Pancho Castillo prints 3 bullets and value 5.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Steele Archer | Town Square | Corporeal Twist (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:spell.cast
  Scenario: The twisted dude has -1 bullets and -2 value for the shootout
    Given Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 3 value
    And "Corporeal Twist (Weird West Edition)" is booted
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1's Steele Archer casts Corporeal Twist (Weird West Edition) on Pancho Castillo
      Player1's Steele Archer succeeds by 0 with 2H + 2 = 4 against difficulty 4
      Player1 uses Corporeal Twist (Weird West Edition) to give Pancho Castillo -1 bullets and -2 value
      """

  @rule:spell.cast
  Scenario: A failed cast changes nothing
    Given Player1's next pull is "AH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 5 value
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1's Steele Archer fails by 1 with AH + 2 = 3 against difficulty 4"

  @rule:spell.cast
  Scenario: The twisted dude aced in the shootout gives the Huckster a permanent control point
    Given Player1's next draw hand is "KS KH KD 9D 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "5H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 covers the casualties with "ace Pancho Castillo"
    And Player1 stays
    Then "Pancho Castillo" is in Player2's Boot Hill
    And "Steele Archer" has 1 control points
    And the log contains "Player1's Steele Archer gains a permanent control point as Pancho Castillo leaves play"

  @rule:spell.cast
  Scenario: Only an opposing dude can be twisted
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
