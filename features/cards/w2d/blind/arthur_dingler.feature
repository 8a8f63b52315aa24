@card:23005 @blind
Feature: Arthur Dingler (blind proof)
  Dude, Grifter, Mad Scientist 0. React, Boot: At the start of the game, look at the top 5
  cards of your deck. You may discard them, shuffle them into your deck, or return them to
  your deck in the same order. Take 1 ghost rock from the bank and add it to the pot for
  the Gamblin' phase.

  Scenario: Returning the cards in order, the pot holds 1 more ghost rock
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Arthur Dingler" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Arthur Dingler"
    And Player1 chooses "return them in the same order"
    Then "Arthur Dingler" is booted
    And the log contains "Player1 wins lowball and takes 3 ghost rock from the pot"

  Scenario: Without the React the pot holds the two antes
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Arthur Dingler" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 passes
    Then the log contains "Player1 wins lowball and takes 2 ghost rock from the pot"
    And Player1 has 5 cards in their discard pile

  Scenario: Discarding them puts the top 5 cards of the deck in the discard pile
    Given the seed is 3
    And a new game between the decks "decks/grifters.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Arthur Dingler" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Arthur Dingler"
    And Player1 chooses "discard them"
    Then Player1 has 10 cards in their discard pile
    And the log has a line containing "takes 3 ghost rock from the pot"
