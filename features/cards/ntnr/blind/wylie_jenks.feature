@card:02004 @blind
Feature: Wylie Jenks (blind proof)
  Dude, Deputy; 2 bullets, stud.
  Wylie has +1 bullet for each wanted dude in the opposing posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Wylie Jenks | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 2      |
      | Olivia Jenks    | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |
      | Sloane          | Town Square | 1      |

  Scenario: Each wanted dude in the opposing posse gives Wylie +1 bullet
    When Player1 calls out "Pancho Castillo" with "Wylie Jenks"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    Then "Wylie Jenks" has 4 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Wanted dudes outside the opposing posse do not count
    When Player1 calls out "Steven Wiles" with "Wylie Jenks"
    And Player2 accepts
    And Player2 is done
    Then "Wylie Jenks" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Outside a shootout there is no opposing posse
    Then "Wylie Jenks" has 2 bullets
