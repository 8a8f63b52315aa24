@card:07009
Feature: Jacqueline Isham (No Turning Back)
  Dude, 2 bullets, draw. Repeat React: When Jacqueline joins a mark's posse, or a posse
  opposing a job, she becomes a stud.

  Background:
    Given the board "shootout"

  Scenario: Called out, she is the mark: her player reacts and she becomes a stud
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    When Player1 calls out "Jacqueline Isham" with "Clyde Owens"
    And Player2 accepts
    And Player2 reacts with "Jacqueline Isham"
    Then "Jacqueline Isham" is a stud
    And "Jacqueline Isham" has "stud" from "Jacqueline Isham" until end of shootout or phase
    And the log contains in order:
      """
      Player2 uses Jacqueline Isham
      Player2's Jacqueline Isham becomes a stud
      """
    And Player1 is asked to "Select a card"

  Scenario: Her player may decline the React: she stays a draw
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    When Player1 calls out "Jacqueline Isham" with "Clyde Owens"
    And Player2 accepts
    And Player2 passes
    Then "Jacqueline Isham" is a draw
    And the log does not contain "Player2's Jacqueline Isham becomes a stud"
    And Player1 is asked to "Select a card"

  Scenario: In the leader's posse she stays a draw
    Given Player1 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jacqueline Isham"
    And Player2 accepts
    Then "Jacqueline Isham" is a draw
    And Player1 is asked to "Select a card"

  Scenario: Repeat: used earlier today, she may react again
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Jacqueline Isham | Town Square |
    And Player2 has used "Jacqueline Isham" today
    When Player1 calls out "Jacqueline Isham" with "Clyde Owens"
    And Player2 accepts
    And Player2 reacts with "Jacqueline Isham"
    Then "Jacqueline Isham" is a stud
    And Player1 is asked to "Select a card"
