@card:19034 @blind
Feature: Sentinel (blind proof)
  Noon Miracle 5, Boot: This dude gains +1 bullets, +1 Blessed skill rating, and becomes
  a stud. You may move this dude to an adjacent location or town square. If this dude is
  in town square during Sundown, you may discard this spell after victory is checked to
  give this dude a permanent control point.

  Deborah West: Blessed 0, a 3-bullet draw (her own text needs her to lead). Difficulty 5.

  Scenario: Cast: +1 bullets, a stud, and she walks to the town square
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West | home | Sentinel    |
    And Player1's next pull is "8H"
    When Player1 uses "Sentinel"
    And Player1 chooses "move"
    And Player1 chooses "Town Square"
    Then "Deborah West" has 4 bullets
    And "Deborah West" is a stud
    And "Deborah West" is at "Town Square"
    And "Deborah West" is unbooted
    And "Sentinel" is booted

  Scenario: In the town square at Sundown she may discard Sentinel for a permanent control point
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West | home | Sentinel    |
    And Player1's next pull is "8H"
    When Player1 uses "Sentinel"
    And Player1 chooses "move"
    And Player1 chooses "Town Square"
    And the game advances to Sundown
    And Player1 reacts with "Sentinel"
    Then "Deborah West" has 1 control points
    And "Sentinel" is not in play
    And Player1 is asked to "Select a card"

  Scenario: A failed pull gives nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at   | attachments |
      | Deborah West | home | Sentinel    |
    And Player1's next pull is "2H"
    When Player1 uses "Sentinel"
    Then "Deborah West" has 3 bullets
    And "Deborah West" is a draw
    And "Deborah West" is at "Player1's home"

  Scenario: Away from the town square at Sundown, no control point
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Deborah West | home | Sentinel    |
    And Player1's next pull is "8H"
    When Player1 uses "Sentinel"
    And Player1 chooses "stay"
    And the game advances to Sundown
    Then "Deborah West" has 0 control points
    And "Sentinel" is attached to "Deborah West"
