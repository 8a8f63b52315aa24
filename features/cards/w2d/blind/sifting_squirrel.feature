@card:23013 @blind
Feature: Sifting Squirrel (blind proof)
  Dude, Grifter, Shaman 0. React, Boot: At the start of the game, you may draw a card and
  then discard a card. If you discard a Spirit or Technique, draw a card.

  Scenario: At the start of the game she draws a card, then a card is discarded
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a react"
    And Player1 has 5 cards in hand
    When Player1 reacts with "Sifting Squirrel"
    Then "Sifting Squirrel" is booted
    And Player1 is asked to "Select a card"
    And Player1 has 6 cards in hand
    When Player1 selects "Pat's Perch"
    Then "Pat's Perch" is in Player1's discard pile
    And Player1 has 5 cards in hand

  Scenario: The React is optional: passing it keeps the hand as dealt
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 passes
    Then "Sifting Squirrel" is unbooted
    And "Pat's Perch" is in Player1's hand

  Scenario: Discarding a Spirit draws one more card
    # decks/spirits.txt holds Red Horse's Tail and Raven's Ruin, Spirit Totems.
    Given the seed is 3
    And a new game between the decks "decks/spirits.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 has 5 cards in hand
    When Player1 reacts with "Sifting Squirrel"
    And Player1 selects "Red Horse's Tail #2"
    Then "Red Horse's Tail #2" is in Player1's discard pile
    And Player1 has 6 cards in hand
