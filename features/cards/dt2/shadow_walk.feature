@card:24187
Feature: Shadow Walk (Weird West Edition)
  Noon Hex 7, Boot: Move this dude (without booting).
  Shootout Hex 7, Boot: This dude joins your posse. You may discard this Hex to make
  another Shootout play.

  The Noon spell is the Base Set's; the Shootout spell gives another Shootout play only if
  its player discards the Hex (the Base Set's gives it for free), so this printing has its
  own script (cards/dt2/shadow_walk.py).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | home        | Shadow Walk (Weird West Edition) |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Clint Ramsey  | Town Square |

  Scenario: At noon the Huckster walks through the shadows to any location without booting
    Given Player1's next pull is "5H"
    When Player1 uses "Shadow Walk (Weird West Edition)"
    And Player1 chooses "Player2's home"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is unbooted
    And "Shadow Walk (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Steele Archer casts Shadow Walk (Weird West Edition)
      Player1's Steele Archer succeeds by 0 with 5H + 2 = 7 against difficulty 7
      Player1 moves Steele Archer to Player2's home without booting
      """

  @rule:play.another
  Scenario: In a shootout the dude joins the posse; discarding the Hex makes another play
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments                      |
      | Steele Archer   | home        | yes    | Shadow Walk (Weird West Edition) |
      | Pancho Castillo | Town Square | no     | Shotgun                          |
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shadow Walk (Weird West Edition) (2nd ability)"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player1 is asked to "Select an option"
    When Player1 chooses "discard Shadow Walk to make another play"
    Then "Shadow Walk (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Steele Archer casts Shadow Walk (Weird West Edition)
      Player1 moves Steele Archer to Town Square without booting
      Player1 discards Shadow Walk (Weird West Edition) to make another Shootout play
      Player1 makes another play
      """
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"

  Scenario: Keeping the Hex, the dude still joins but the play passes to the opponent
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments                      |
      | Steele Archer   | home        | yes    | Shadow Walk (Weird West Edition) |
      | Pancho Castillo | Town Square | no     | Shotgun                          |
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shadow Walk (Weird West Edition) (2nd ability)"
    And Player1 chooses "keep Shadow Walk"
    Then "Shadow Walk (Weird West Edition)" is attached to "Steele Archer"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And the log does not contain "Player1 makes another play"
    And the log contains "Player2 has no shootout play and passes"
    And Player1 is asked to "Select a play"
