@card:07009 @blind
Feature: Jacqueline Isham (No Turning Back) (blind proof)
  Dude; 2 bullets, draw.
  Repeat React: When Jacqueline joins a mark's posse, or a posse opposing a job, she becomes
  a stud.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude                               | at          |
      | Steven Wiles                       | Town Square |
      | Jacqueline Isham (No Turning Back) | Town Square |

  Scenario: Joining the mark's posse she becomes a stud
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Jacqueline Isham" to the posse
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Jacqueline Isham"
    Then "Jacqueline Isham" is a stud
    And Player2 is asked to "Select a dude"

  Scenario: Joining the leader's posse she stays a draw
    Given it is Player2's turn
    When Player2 calls out "Clint Ramsey" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Jacqueline Isham" to the posse
    Then "Jacqueline Isham" is a draw
    And Player1 is asked to "Select a dude"
