@card:22024 @blind
Feature: Florentino "Indian Charlie" Cruz (blind proof)
  Charlie has a +1 value for each bounty he has.
  While Charlie's bounty is greater than 3, he cannot be changed to a draw.

  Charlie prints value 2 and is a stud. Arnold Stewart (Mad Scientist 1) fires a Net Gun:
  a check reaching Charlie's value makes him a draw.

  Scenario: Without bounty Charlie has his printed value
    Given the board "shootout"
    And Player2 has these dudes:
      | dude                             | at          |
      | Florentino "Indian Charlie" Cruz | Town Square |
    Then "Florentino "Indian Charlie" Cruz" has 2 value

  Scenario: Each bounty adds 1 to his value
    Given the board "shootout"
    And Player2 has these dudes:
      | dude                             | at          | bounty |
      | Florentino "Indian Charlie" Cruz | Town Square | 3      |
    Then "Florentino "Indian Charlie" Cruz" has 5 value

  Scenario: With 4 bounty he cannot be changed to a draw
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Arnold Stewart | Town Square | Net Gun     |
    And Player2 has these dudes:
      | dude                             | at          | bounty |
      | Florentino "Indian Charlie" Cruz | Town Square | 4      |
    And a shootout at "Town Square" led by "Arnold Stewart" against "Florentino "Indian Charlie" Cruz"
    And Player1's next pull is "KH"
    When Player1 uses "Net Gun"
    And Player1 selects "Florentino "Indian Charlie" Cruz"
    Then "Florentino "Indian Charlie" Cruz" is a stud
    And Player2 is asked to "Select a card"

  Scenario: With exactly 3 bounty he can be changed to a draw
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Arnold Stewart | Town Square | Net Gun     |
    And Player2 has these dudes:
      | dude                             | at          | bounty |
      | Florentino "Indian Charlie" Cruz | Town Square | 3      |
    And a shootout at "Town Square" led by "Arnold Stewart" against "Florentino "Indian Charlie" Cruz"
    And Player1's next pull is "KH"
    When Player1 uses "Net Gun"
    And Player1 selects "Florentino "Indian Charlie" Cruz"
    Then "Florentino "Indian Charlie" Cruz" is a draw
    And Player2 is asked to "Select a card"
