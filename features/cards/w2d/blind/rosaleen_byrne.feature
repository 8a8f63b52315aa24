@card:23022 @blind
Feature: Rosaleen Byrne (blind proof)
  Grifter, Huckster 0, 0 bullets, draw. React, Boot: At the start of the game, discard 2 cards
  from your hand to draw 2 cards.

  Player1 plays a deck of their own (decks/rosaleen.txt) and starts with Rosaleen.

  Background:
    Given a new game between the decks "decks/rosaleen.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Rosaleen Byrne" to the starting gang
    And Player2 is done

  Scenario: At the start of the game she boots: 2 cards discarded, 2 drawn
    When Player1 reacts with "Rosaleen Byrne"
    And Player1 discards "Fresh Horses #2"
    And Player1 discards "Whiskey Flask #3"
    Then "Rosaleen Byrne" is booted
    And Player1 has 5 cards in hand
    And "Fresh Horses #2" is in Player1's discard pile
    And "Whiskey Flask #3" is in Player1's discard pile
    And "Pinto (Weird West Edition) #2" is in Player1's hand

  Scenario: Without her React the hand stays as dealt
    When Player1 passes
    Then "Rosaleen Byrne" is unbooted
    And "Fresh Horses #2" is in Player1's hand
    And "Whiskey Flask #3" is in Player1's hand
