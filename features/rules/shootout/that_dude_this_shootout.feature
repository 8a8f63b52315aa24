Feature: "If that dude is aced or discarded during this shootout"
  Rules digest §8.3, §13.1: a dude leaving play loses the lasting effects on him, so an
  ability's later clause about "that dude" remembers him by name for the rest of the
  shootout (Corporeal Twist). Only the dude it named counts.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Steele Archer | Town Square | Corporeal Twist (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player1's next draw hand is "KS KH KD 9D 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "5H"

  @rule:spell.cast
  Scenario: Another dude of the twisted dude's posse aced gives nothing
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "ace Olivia Jenks, discard Pancho Castillo"
    And Player1 stays
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Steele Archer" has 1 control points
    And the log contains "Player1's Steele Archer gains a permanent control point as Pancho Castillo leaves play"
    And the log does not contain "gains a permanent control point as Olivia Jenks leaves play"
