@card:24085
Feature: Baker Andrews (Weird West Edition)
  Resolution: If your hand is cheatin', give Baker 1 bounty to raise your hand rank by 1.

  Baker Andrews is a stud with 2 bullets. He calls out Clyde Owens.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Baker Andrews | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A cheatin' hand takes a bounty on Baker for 1 more rank
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Baker Andrews"
    And Player2 accepts
    And Player1 uses "Baker Andrews"
    Then Player1's hand rank is 3
    And "Baker Andrews" has 1 bounty
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 gives Baker Andrews 1 bounty to raise their hand rank by 1"

  Scenario: A legal hand is offered no raise
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Baker Andrews"
    And Player2 accepts
    Then "Baker Andrews" has 0 bounty
    And Player1's hand rank is 2
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
