Feature: Shootout edge cases rules experts test
  Rules digest §13.3, §13.8 and §13.9: a posse emptied by a Shootout play before the
  draw still leaves the other side its Run or Gun step; draw-hand bonuses are counted
  at the draw, from the posse as it is then; a dude under a "cannot refuse" effect
  must accept a call out.

  Shotgun (on Clint Ramsey, 2 bullets +1): "Shootout, Boot: Choose and ace an opposing
  dude in this shootout with a value less than or equal to this dude's bullets."
  Tommy Harden is value 3.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Shotgun     |

  @rule:shootout.run_or_gun @rule:shootout.end
  Scenario: A posse emptied before the draw: the survivors still choose to run or stay
    Given Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    When Player1 calls out "Tommy Harden" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Shotgun"
    And Player1 selects "Tommy Harden"
    Then Player2's posse is empty
    And Player1 is asked to "Select a dude"
    And Player1 may choose "flee Clint Ramsey"
    When Player1 runs with "Clint Ramsey"
    Then the shootout ends with no winner
    And "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And the log contains in order:
      """
      Player1 uses Shotgun to ace Tommy Harden
      Player1 sends Clint Ramsey home booted (fleeing)
      The shootout at Town Square ends with no winner
      """
    And the log does not contain "Player1 picks Clint Ramsey as their shooter"

  @rule:shootout.draw
  Scenario: Bonuses are counted at the draw, from the posse as it is then
    Player2's stud bonus would be 3 + 1 + 1 = 5 with Tommy Harden; the Shotgun aces him
    before the draw.
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
      | Tommy Harden | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 adds "Tommy Harden" to the posse
    And Player1 uses "Shotgun"
    And Player1 selects "Tommy Harden"
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2's posse is "Clyde Owens, Abram Grothe"
    And the log contains in order:
      """
      Player2 forms a posse of Clyde Owens, Abram Grothe, Tommy Harden
      Player1 uses Shotgun to ace Tommy Harden
      Player2 picks Clyde Owens as their shooter
      Player2 draws 9 cards with a stud bonus of 4 and a draw bonus of 0
      """

  @rule:callout.refuse
  Scenario: A dude under a "cannot refuse" effect must accept the call out
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And "Clyde Owens" gets "cannot refuse call outs" from "Clint Ramsey" until end of phase
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And the log contains "Player2 accepts: Clyde Owens faces Clint Ramsey"
