@card:01102
Feature: Shadow Walk
  Noon Hex 7, Boot: Move this Huckster to any location.
  Shootout Hex 7, Boot: Move this Huckster to join your posse. You may make another
  Shootout play.

  Steele Archer is a Huckster 2: a pull of 5 or more succeeds against 7.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | home        | Shadow Walk |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Clint Ramsey  | Town Square |

  Scenario: At noon the Huckster walks through the shadows to any location without booting
    Given Player1's next pull is "5H"
    When Player1 uses "Shadow Walk"
    And Player1 chooses "Player2's home"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is unbooted
    And "Shadow Walk" is booted
    And the log contains in order:
      """
      Player1's Steele Archer casts Shadow Walk
      Player1's Steele Archer succeeds by 0 with 5H + 2 = 7 against difficulty 7
      Player1 moves Steele Archer to Player2's home without booting
      """

  Scenario: A failed noon walk leaves the Huckster where he is
    Given Player1's next pull is "4H"
    When Player1 uses "Shadow Walk"
    Then "Steele Archer" is at "Player1's home"
    And "Shadow Walk" is booted
    And the last log line is "Player1's Steele Archer fails by 1 with 4H + 2 = 6 against difficulty 7"

  @rule:play.another
  Scenario: In a shootout the Huckster joins the posse, booted or not, and Player1 plays again
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments |
      | Steele Archer   | home        | yes    | Shadow Walk |
      | Pancho Castillo | Town Square | no     | Shotgun     |
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shadow Walk (2nd ability)"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Steele Archer casts Shadow Walk
      Player1 moves Steele Archer to Town Square without booting
      Player1 makes another play
      """
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"

  Scenario: The other Shootout play may be a pass
    Given Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Shadow Walk (2nd ability)"
    And Player1 passes
    Then "Olivia Jenks" is at "Town Square"
    And the log contains in order:
      """
      Player1 makes another play
      Player1 passes
      """
    And Player1 is asked to "Select a dude"

  Scenario: A failed walk brings nobody and the turn passes
    Given Player1's next pull is "4H"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Shadow Walk (2nd ability)"
    Then "Steele Archer" is at "Player1's home"
    And Player1's posse is "Pancho Castillo"
    And the log does not contain "Player1 makes another play"
    And the log contains in order:
      """
      Player1's Steele Archer fails by 1 with 4H + 2 = 6 against difficulty 7
      Player2 has no shootout play and passes
      """
    And Player1 is asked to "Select a play"

  Scenario: A Huckster already in the posse cannot walk into it
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Shadow Walk |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 is done
    And Player1 tries to use "Shadow Walk (2nd ability)"
    Then the play is refused because "Shadow Walk's requirement is not met"
    And the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"

  Scenario: The shootout walk is not a noon play
    When Player1 tries to use "Shadow Walk (2nd ability)"
    Then the play is refused by rule "noon.play_type"
    And "Shadow Walk" is unbooted
