@card:24082 @blind
Feature: Miranda Clarke (blind proof)
  Dude, 0-bullet stud, 1 influence. "While Miranda has a control point, she gets +1
  influence. While Miranda has at least 2 bounty, she gets +2 bullets."

  Background:
    Given the board "main street"

  Scenario: A control point gives her +1 influence
    Given Player1 has these dudes:
      | dude                                | at          | control points |
      | Miranda Clarke (Weird West Edition) | Town Square | 1              |
    Then "Miranda Clarke (Weird West Edition)" has 2 influence
    And "Miranda Clarke (Weird West Edition)" has 0 bullets

  Scenario: Exactly 2 bounty gives her +2 bullets
    Given Player1 has these dudes:
      | dude                                | at          | bounty |
      | Miranda Clarke (Weird West Edition) | Town Square | 2      |
    Then "Miranda Clarke (Weird West Edition)" has 2 bullets
    And "Miranda Clarke (Weird West Edition)" has 1 influence

  Scenario: 1 bounty is not enough
    Given Player1 has these dudes:
      | dude                                | at          | bounty |
      | Miranda Clarke (Weird West Edition) | Town Square | 1      |
    Then "Miranda Clarke (Weird West Edition)" has 0 bullets
