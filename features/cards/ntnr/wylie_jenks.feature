@card:02004
Feature: Wylie Jenks
  Dude, Deputy, 2 bullets, stud. Wylie has +1 bullet for each wanted dude in the opposing
  posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Wylie Jenks | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 2      |
      | Olivia Jenks    | Town Square | 0      |

  Scenario: One bullet for each wanted dude in the opposing posse
    When Player1 calls out "Pancho Castillo" with "Wylie Jenks"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    Then "Wylie Jenks" has 4 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Wanted dudes outside the opposing posse do not count
    When Player1 calls out "Olivia Jenks" with "Wylie Jenks"
    And Player2 accepts
    Then "Wylie Jenks" has 2 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Outside a shootout he has his printed bullets
    Then "Wylie Jenks" has 2 bullets
