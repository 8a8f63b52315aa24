@card:24085 @blind
Feature: Baker Andrews (blind proof)
  Resolution: If your hand is cheatin', give Baker 1 bounty to raise your hand rank by 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Baker Andrews | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2's next draw hand is "3H 3D 6C 9S KH"

  Scenario: With a cheatin' hand Baker takes a bounty and the hand rank rises by 1
    Given Player1's next draw hand is "2S 2S 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Baker Andrews"
    And Player2 accepts
    And Player1 uses "Baker Andrews"
    Then Player1's hand rank is 3
    And "Baker Andrews" has 1 bounty
    And "Baker Andrews" is wanted
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: The raised hand wins the round it would have lost
    Given Player1's next draw hand is "2S 2S 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Baker Andrews"
    And Player2 accepts
    And Player1 uses "Baker Andrews"
    Then Player1 wins the round
    And Player2 takes 1 casualty
    When Player2 discards "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout

  Scenario: With a legal hand Baker is not used: ranks stay tied
    Given Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Baker Andrews"
    And Player2 accepts
    Then "Baker Andrews" has 0 bounty
    And Player1's hand rank is 2
    And the log does not contain "Player1 uses Baker Andrews"
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
