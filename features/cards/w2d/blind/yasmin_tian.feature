@card:23001 @blind
Feature: Yasmin Tian (blind proof)
  Dude, Grifter, Blessed 0, Kung Fu 0. React, Boot: At the start of the game, you may
  discard a card to draw a card.

  Scenario: At the start of the game she discards a card to draw a card
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Yasmin Tian" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a react"
    And Player1 has 5 cards in hand
    And "Pat's Perch" is in Player1's hand
    When Player1 reacts with "Yasmin Tian"
    And Player1 discards "Pat's Perch"
    Then "Yasmin Tian" is booted
    And "Pat's Perch" is in Player1's discard pile
    And Player1 has 5 cards in hand

  Scenario: The React is optional
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Yasmin Tian" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 passes
    Then "Pat's Perch" is in Player1's hand
