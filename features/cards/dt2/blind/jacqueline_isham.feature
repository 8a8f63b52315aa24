@card:24103 @blind
Feature: Jacqueline Isham (Weird West Edition) (blind proof)
  When Jacqueline joins a mark's posse, or a posse opposing a job, she becomes a stud
  until the end of the shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                  | at          |
      | Olivia Jenks                          | Town Square |
      | Jacqueline Isham (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Joining the mark's posse makes her a stud until the end of the shootout
    Given it is Player2's turn
    When Player2 calls out "Olivia Jenks" with "Steven Wiles"
    And Player1 accepts
    And Player1 adds "Jacqueline Isham (Weird West Edition)" to the posse
    Then "Jacqueline Isham (Weird West Edition)" is a stud
    And "Jacqueline Isham (Weird West Edition)" has "stud" from "Jacqueline Isham (Weird West Edition)" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: Joining the leader's posse leaves her a draw
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Jacqueline Isham (Weird West Edition)" to the posse
    Then Player1's posse is "Olivia Jenks, Jacqueline Isham (Weird West Edition)"
    And "Jacqueline Isham (Weird West Edition)" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: Joining a posse opposing a job makes her a stud
    Given Player2 has these dudes:
      | dude                                   | at   |
      | Francisco Rosales (Weird West Edition) | home |
    And it is Player2's turn
    When Player2 uses "Francisco Rosales (Weird West Edition)"
    And Player1 adds "Jacqueline Isham (Weird West Edition)" to the posse
    And Player1 is done
    Then "Jacqueline Isham (Weird West Edition)" is a stud
    And Player1's posse is "Jacqueline Isham (Weird West Edition)"
    And Player2 is asked to "Select a card"
