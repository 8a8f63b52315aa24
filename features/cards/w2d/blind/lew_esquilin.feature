@card:23009 @blind
Feature: Lew Esquilin (blind proof)
  Dude, Grifter, Huckster 0. React, Boot At the start of the game, look at the top 6 cards
  of your deck. You may discard a card from your hand to reveal an Abomination or
  non-Unique Mystical goods and add it to your play hand. Return the other cards in your
  deck in the same order.

  Scenario: Among the top 6 cards, the Abominations and the non-Unique Mystical goods are offered
    Given the seed is 3
    And a new game between the decks "decks/lew.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    Then the options are:
      """
      Pagliaccio (Weird West Edition) #2
      The Brute (Weird West Edition)
      Hawley's Rose (Weird West Edition)
      done
      """
    When Player1 selects "The Brute (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    When Player1 selects "Ezrael Jones"
    Then "The Brute (Weird West Edition)" is in Player1's hand
    And "Ezrael Jones" is in Player1's discard pile
    And "Lew Esquilin" is booted
    And "Pagliaccio (Weird West Edition) #2" is not in Player1's hand

  Scenario: Nothing taken: the hand stays as dealt
    Given the seed is 3
    And a new game between the decks "decks/lew.txt" and "Law Dogs - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    And Player1 chooses "done"
    Then "Ezrael Jones" is in Player1's hand
    And "The Brute (Weird West Edition)" is not in Player1's hand
