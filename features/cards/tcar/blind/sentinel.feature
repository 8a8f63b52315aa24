@card:19034 @blind
Feature: Sentinel (blind proof)
  Noon Miracle 5, Boot: This dude gains +1 bullets, +1 Blessed skill rating, and becomes
  a stud. You may move this dude to an adjacent location or town square. If this dude is
  in town square during Sundown, you may discard this spell after victory is checked to
  give this dude a permanent control point.

  Deborah West (Weird West Edition): Blessed, a 3-bullet draw. Difficulty 5.

  Scenario: Cast: +1 bullets, a stud, and she walks to the town square
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West (Weird West Edition) | home | Sentinel    |
    And Player1's next pull is "8H"
    When Player1 uses "Sentinel"
    And Player1 chooses "Town Square"
    Then "Deborah West (Weird West Edition)" has 4 bullets
    And "Deborah West (Weird West Edition)" is a stud
    And "Deborah West (Weird West Edition)" is at "Town Square"
    And "Deborah West (Weird West Edition)" is unbooted
    And "Sentinel" is booted

  Scenario: In the town square at Sundown she may discard Sentinel for a permanent control point
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West (Weird West Edition) | home | Sentinel    |
    And Player1's next pull is "8H"
    When Player1 uses "Sentinel"
    And Player1 chooses "Town Square"
    And the game advances to Sundown
    And Player1 reacts with "Sentinel"
    Then "Deborah West (Weird West Edition)" has 1 control points
    And "Sentinel" is in Player1's discard pile

  Scenario: A failed pull gives nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West (Weird West Edition) | home | Sentinel    |
    And Player1's next pull is "2H"
    When Player1 uses "Sentinel"
    Then "Deborah West (Weird West Edition)" has 3 bullets
    And "Deborah West (Weird West Edition)" is a draw
    And "Deborah West (Weird West Edition)" is at "Player1's home"
