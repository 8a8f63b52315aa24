@card:24103
Feature: Jacqueline Isham (Weird West Edition)
  When Jacqueline joins a mark's posse, or a posse opposing a job, she becomes a stud until
  the end of the shootout.

  Jacqueline prints a draw.

  Background:
    Given the board "shootout"

  Scenario: Called out, she is the mark: she becomes a stud for the shootout
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude                                  | at          |
      | Jacqueline Isham (Weird West Edition) | Town Square |
    When Player1 calls out "Jacqueline Isham (Weird West Edition)" with "Clyde Owens"
    And Player2 accepts
    Then "Jacqueline Isham (Weird West Edition)" is a stud
    And "Jacqueline Isham (Weird West Edition)" has "stud" from "Jacqueline Isham (Weird West Edition)" until end of shootout
    And the log contains "Player2's Jacqueline Isham (Weird West Edition) becomes a stud"
    And Player1 is asked to "Select a card"

  Scenario: Joining the mark's posse she becomes a stud
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude                                  | at          |
      | Olivia Jenks                          | Town Square |
      | Jacqueline Isham (Weird West Edition) | Town Square |
    When Player1 calls out "Olivia Jenks" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Jacqueline Isham (Weird West Edition)" to the posse
    Then "Jacqueline Isham (Weird West Edition)" is a stud
    And Player2 is asked to "Select a dude"

  Scenario: In the leader's posse she stays a draw
    Given Player1 has these dudes:
      | dude                                  | at          |
      | Jacqueline Isham (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jacqueline Isham (Weird West Edition)"
    And Player2 accepts
    Then "Jacqueline Isham (Weird West Edition)" is a draw
    And Player1 is asked to "Select a card"
