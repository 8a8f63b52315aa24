@card:01042
Feature: Jonah Essex
  Other wanted dudes in Jonah's posse get +1 bullets.

  Jonah (2 bullets) and Pancho Castillo (3 bullets) are both wanted; Clint Ramsey (2
  bullets) is not. Steven Wiles (3 bullets) is wanted on the other side.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Jonah Essex     | Town Square | 1      |
      | Pancho Castillo | Town Square | 1      |
      | Clint Ramsey    | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |

  Scenario: Wanted dudes riding with Jonah get +1 bullets, and shoot with them
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steven Wiles" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    Then "Pancho Castillo" has 4 bullets
    And "Clint Ramsey" has 2 bullets
    And "Jonah Essex" has 2 bullets
    And "Steven Wiles" has 3 bullets
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 11 cards with a stud bonus of 6 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: A wanted dude outside Jonah's posse gets nothing
    When Player1 calls out "Steven Wiles" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    Then "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: The bonus ends with the shootout
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steven Wiles" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 discards "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" has 3 bullets
