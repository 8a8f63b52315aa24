@card:01042 @blind
Feature: Jonah Essex (blind proof)
  Other wanted dudes in Jonah's posse get +1 bullets.

  Printed bullets: Jonah Essex 2, Barton Everest 2, Clyde Owens 3.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          | bounty |
      | Clyde Owens | Town Square | 2      |

  Scenario: A wanted dude in Jonah's posse gets +1 bullets
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jonah Essex    | Town Square |        |
      | Barton Everest | Town Square | 1      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then "Barton Everest" has 3 bullets
    And "Jonah Essex" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: A dude without a bounty in Jonah's posse gets nothing
    Given Player1 has these dudes:
      | dude           | at          |
      | Jonah Essex    | Town Square |
      | Barton Everest | Town Square |
    When Player1 calls out "Clyde Owens" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then "Barton Everest" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: A wanted Jonah does not give himself the bonus
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jonah Essex    | Town Square | 1      |
    When Player1 calls out "Clyde Owens" with "Jonah Essex"
    And Player2 accepts
    Then "Jonah Essex" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: A wanted dude of the opposing posse gets nothing from Jonah
    Given Player1 has these dudes:
      | dude           | at          |
      | Jonah Essex    | Town Square |
    When Player1 calls out "Clyde Owens" with "Jonah Essex"
    And Player2 accepts
    Then "Clyde Owens" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: A wanted dude beside Jonah outside any shootout gets nothing
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jonah Essex    | Town Square |        |
      | Barton Everest | Town Square | 1      |
    Then "Barton Everest" has 2 bullets

  Scenario: The bonus ends with the shootout
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jonah Essex    | Town Square |        |
      | Barton Everest | Town Square | 1      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Jonah Essex"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    And Player1 picks "Jonah Essex" as shooter
    And Player2 discards "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Barton Everest" is at "Town Square"
    And "Barton Everest" is wanted
    And "Barton Everest" has 2 bullets
