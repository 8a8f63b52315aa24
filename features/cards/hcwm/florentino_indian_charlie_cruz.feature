@card:22024
Feature: Florentino "Indian Charlie" Cruz
  Charlie has a +1 value for each bounty he has.  While Charlie's bounty is greater than
  3, he cannot be changed to a draw.

  Charlie is printed a 2S stud.

  Scenario: Each bounty adds 1 to his value
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at   | bounty |
      | Florentino "Indian Charlie" Cruz | home | 3      |
    Then "Florentino "Indian Charlie" Cruz" has 5 value

  Scenario: With 4 bounty he stays a stud against Sun in Yer Eyes
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at          | bounty |
      | Florentino "Indian Charlie" Cruz | Town Square | 4      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Pistol Whip"
    And Player2's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Florentino "Indian Charlie" Cruz"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Florentino "Indian Charlie" Cruz"
    Then "Florentino "Indian Charlie" Cruz" has 0 bullets
    And "Florentino "Indian Charlie" Cruz" is a stud
    And "Florentino "Indian Charlie" Cruz" has 6 value
    And Player1 is asked to "Select a play"

  Scenario Outline: With <bounty> bounty Sun in Yer Eyes makes him a draw
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at          | bounty |
      | Florentino "Indian Charlie" Cruz | Town Square | <bounty> |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Pistol Whip"
    And Player2's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Florentino "Indian Charlie" Cruz"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Florentino "Indian Charlie" Cruz"
    Then "Florentino "Indian Charlie" Cruz" is a draw
    And Player1 is asked to "Select a play"

    Examples:
      | bounty |
      | 3      |
      | 1      |
