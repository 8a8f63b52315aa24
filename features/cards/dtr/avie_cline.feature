@card:01010
Feature: Avie Cline
  Dude, Fearmongers, Harrowed, Huckster 0; 0 bullets (draw), value 10. No text.

  A Harrowed dude is harder to put down (§5.8): sending him home booted covers 1
  casualty, discarding him 2, acing him 3. Casualties are covered exactly when possible,
  so those values are compulsory: a Harrowed dude is never discarded for a single
  casualty. What a posse cannot absorb is ignored (§13.10).

  Pancho Castillo (a 3-bullet stud) calls Avie out in the town square. Player2's hand
  ranks One Pair (rank 2); Player1's hand decides how many casualties Player2 takes.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player2's next draw hand is "3H 3D 6C 9S KH"

  @rule:shootout.casualties.send_home
  Scenario: One casualty: Avie is sent home booted, which covers it
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    Then Player2 takes 1 casualties
    And Player2 may choose "send home Avie Cline"
    And Player2 may not choose "discard Avie Cline"
    And Player2 may not choose "ace Avie Cline"
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals 2S 2C 5S 5C JD: Two Pair (rank 3)"

  @rule:shootout.casualties.send_home
  Scenario: Sent home, Avie leaves the posse booted and stays in play
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 sends "Avie Cline" home
    Then "Avie Cline" is at "Player2's home"
    And "Avie Cline" is booted
    And "Avie Cline" is in play
    And Player2's posse is empty
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 sends Avie Cline home booted to cover 1 casualty (0 remaining)"

  @rule:shootout.casualties.discard
  Scenario: Two casualties: discarding Avie covers both
    Given Player1's next draw hand is "2S 2C 2D 5C JD"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    Then Player2 takes 2 casualties
    And Player2 may choose "discard Avie Cline"
    And Player2 may not choose "send home Avie Cline"
    And Player2 may not choose "ace Avie Cline"
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals 2S 2C 2D 5C JD: Three of a Kind (rank 4)"

  @rule:shootout.casualties.discard
  Scenario: Discarded, Avie goes to the discard pile, not Boot Hill
    Given Player1's next draw hand is "2S 2C 2D 5C JD"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 discards "Avie Cline"
    Then "Avie Cline" is in Player2's discard pile
    And Player2's posse is empty
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 discards Avie Cline to cover 2 casualties (0 remaining)"

  @rule:shootout.casualties.ace
  Scenario: Three casualties: acing Avie covers all three
    Given Player1's next draw hand is "AS 2C 3D 4C 5S"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 aces "Avie Cline"
    Then "Avie Cline" is in Player2's Boot Hill
    And Player2 takes 3 casualties
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 aces Avie Cline to cover 3 casualties (0 remaining)"

  @rule:shootout.casualties.ace
  Scenario: Three casualties leave no cheaper way to cover them with Avie alone
    Given Player1's next draw hand is "AS 2C 3D 4C 5S"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "ace Avie Cline"
    And Player2 may not choose "discard Avie Cline"
    And Player2 may not choose "send home Avie Cline"
    And the log contains "Player1 reveals AS 2C 3D 4C 5S: Straight (rank 5)"

  @rule:shootout.casualties.overflow
  Scenario: More casualties than Avie can absorb: she is aced and the rest are ignored
    Given Player1's next draw hand is "2S 2C 2D 5C 5S"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 aces "Avie Cline"
    Then "Avie Cline" is in Player2's Boot Hill
    And Player2 takes 5 casualties
    And "Pancho Castillo" is in play
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 aces Avie Cline to cover 3 casualties (2 remaining)"

  @rule:shootout.casualties.send_home
  Scenario: An ordinary dude cannot be sent home to cover a casualty; Avie can
    Given Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Avie Cline" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "send home Avie Cline"
    And Player2 may choose "discard Olivia Jenks"
    And Player2 may not choose "send home Olivia Jenks"
    And Player2 may not choose "discard Avie Cline"
    And the log contains "Player2 forms a posse of Avie Cline, Olivia Jenks"

  Scenario: Three casualties split between Avie and an ordinary dude
    Given Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS 2C 3D 4C 5S"
    When Player1 calls out "Avie Cline" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Avie Cline" as shooter
    And Player2 discards "Avie Cline"
    Then Player2 may choose "discard Olivia Jenks"
    And Player2 may not choose "ace Olivia Jenks"
    And Player2 is asked to "Select a casualty"
    And the log contains "Player2 discards Avie Cline to cover 2 casualties (1 remaining)"
