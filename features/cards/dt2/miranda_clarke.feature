@card:24082
Feature: Miranda Clarke (Weird West Edition)
  Dude, 0 bullets, 1 influence. While Miranda has a control point, she gets +1
  influence. While Miranda has at least 2 bounty, she gets +2 bullets.

  Background:
    Given the board "shootout"

  Scenario: A control point gives her +1 influence
    Given Player1 has these dudes:
      | dude                                | at   |
      | Miranda Clarke (Weird West Edition) | home |
    And "Miranda Clarke (Weird West Edition)" gets "control +1" from "Miranda Clarke (Weird West Edition)" until permanent
    Then "Miranda Clarke (Weird West Edition)" has 2 influence
    And "Miranda Clarke (Weird West Edition)" has 0 bullets

  Scenario: Without a control point she has her printed influence
    Given Player1 has these dudes:
      | dude                                | at   | bounty |
      | Miranda Clarke (Weird West Edition) | home | 1      |
    Then "Miranda Clarke (Weird West Edition)" has 1 influence
    And "Miranda Clarke (Weird West Edition)" has 0 bullets

  Scenario Outline: At least 2 bounty gives her +2 bullets
    Given Player1 has these dudes:
      | dude                                | at   | bounty   |
      | Miranda Clarke (Weird West Edition) | home | <bounty> |
    Then "Miranda Clarke (Weird West Edition)" has <bullets> bullets
    And "Miranda Clarke (Weird West Edition)" has 1 influence

    Examples:
      | bounty | bullets |
      | 1      | 0       |
      | 2      | 2       |
      | 3      | 2       |

  Scenario: Two control points give her no more than +1 influence
    Given Player1 has these dudes:
      | dude                                | at   |
      | Miranda Clarke (Weird West Edition) | home |
    And "Miranda Clarke (Weird West Edition)" gets "control +2" from "Miranda Clarke (Weird West Edition)" until permanent
    Then "Miranda Clarke (Weird West Edition)" has 2 influence
