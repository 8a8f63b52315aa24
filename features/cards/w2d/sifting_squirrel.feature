@card:23013
Feature: Sifting Squirrel
  Grifter. React, Boot: At the start of the game, you may draw a card and then discard a
  card. If you discard a Spirit or Technique, draw a card.

  Player1 plays a Law Dogs deck holding the Welcome to Deadwood Grifters, Spirit Trails
  (Spirit, Totem) and Crushing Inevitabilities (Technique) (decks/grifters_spirits.txt),
  and starts with Sifting Squirrel. With seed 4 the starting hand and the card drawn hold
  a Crushing Inevitability; with seed 6, a Spirit Trail.

  @rule:ability.react
  Scenario: Discarding a Technique draws another card
    Given the seed is 4
    And a new game between the decks "decks/grifters_spirits.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Sifting Squirrel"
    Then Player1 has 6 cards in hand
    When Player1 selects "Crushing Inevitability"
    Then "Crushing Inevitability" is in Player1's discard pile
    And Player1 has 6 cards in hand
    And "Sifting Squirrel" is booted
    And the log contains in order:
      """
      Player1 uses Sifting Squirrel
      Player1 draws a card and discards Crushing Inevitability
      Player1 draws a card
      Player1 antes 1 ghost rock
      """

  Scenario: Discarding a Spirit draws another card
    Given the seed is 6
    And a new game between the decks "decks/grifters_spirits.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Sifting Squirrel"
    And Player1 selects "Spirit Trail (Weird West Edition) #2"
    Then Player1 has 6 cards in hand

  Scenario: Discarding another card draws nothing more
    Given the seed is 4
    And a new game between the decks "decks/grifters_spirits.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Sifting Squirrel" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Sifting Squirrel"
    And Player1 selects "Pat's Perch (Weird West Edition)"
    Then "Pat's Perch (Weird West Edition)" is in Player1's discard pile
    And Player1 has 5 cards in hand
