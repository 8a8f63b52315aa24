@card:24242 @blind
Feature: Ricochet (blind proof)
  Cheatin' Resolution: The cheating player discards their shooter. If your hand is legal,
  you do not take casualties this round and draw a card.

  Player2 cheats with Two Pair (rank 3) and Clyde Owens as shooter; Player1's One Pair
  (rank 2) loses the round by 1.

  Background:
    Given the board "shootout"
    And Player1's hand is "Ricochet (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Steven Wiles | Town Square |
    And Player2's next draw hand is "3H 3H 6C 6S KH"

  Scenario: Legal hand: the cheater's shooter is discarded, Player1 takes no casualty and draws a card
    Given Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 plays "Ricochet (Weird West Edition)"
    Then "Clyde Owens" is in Player2's discard pile
    And Player1 has 1 cards in hand
    And Player2 wins the round
    And "Clint Ramsey" is at "Town Square"
    And Player1's posse is "Clint Ramsey"
    And the log contains "Player1's posse cannot take 1 casualty"
    And Player1 is asked to "Select a dude"

  Scenario: Cheatin' too: the shooter is still discarded, but Player1 takes the casualty and draws nothing
    Given Player1's next draw hand is "2S 2S 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 plays "Ricochet (Weird West Edition)"
    Then "Clyde Owens" is in Player2's discard pile
    And Player1 has 0 cards in hand
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: No Ricochet against a legal hand: it stays in hand and the shooter stays
    Given Player2's next draw hand is "3H 3D 6C 6S KH"
    And Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then "Ricochet (Weird West Edition)" is in Player1's hand
    And "Clyde Owens" is at "Town Square"
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
