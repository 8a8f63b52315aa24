@card:23005
Feature: Arthur Dingler
  Grifter. React, Boot: At the start of the game, look at the top 5 cards of your deck. You
  may discard them, shuffle them into your deck, or return them to your deck in the same
  order. Take 1 ghost rock from the bank and add it to the pot for the Gamblin' phase.

  Player1 plays a Law Dogs deck with the Welcome to Deadwood Grifters (decks/grifters.txt)
  and starts with Arthur.

  Background:
    Given a new game between the decks "decks/grifters.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Arthur Dingler" to the starting gang
    And Player1 is done
    And Player2 is done

  @rule:ability.react @rule:gambling.pot.added
  Scenario: Arthur discards the top 5 cards and adds 1 ghost rock to the pot
    When Player1 reacts with "Arthur Dingler"
    And Player1 chooses "discard them"
    Then "Arthur Dingler" is booted
    And Player1 has 10 cards in their discard pile
    And the log contains in order:
      """
      Player1 uses Arthur Dingler
      Player1 looks at the top 5 cards of their deck
      Player1 chooses to discard them
      Player1 adds 1 ghost rock from the bank to the pot
      Player1 antes 1 ghost rock
      """
    And the log has a line containing "wins lowball and takes 3 ghost rock from the pot"
    And Player1 is asked to "Select a card"

  Scenario: Returned in the same order, the top cards are the lowball hand
    When Player1 reacts with "Arthur Dingler"
    And Player1 chooses "return them in the same order"
    Then Player1 has 5 cards in their discard pile
    And the log contains "Player1 reveals 8S 6D 3C 8D 3H: Two Pair (rank 3)"
    And the log contains "Player1 wins lowball and takes 3 ghost rock from the pot"
    And Player1 is asked to "Select a card"

  Scenario: Shuffled into the deck, they are not
    When Player1 reacts with "Arthur Dingler"
    And Player1 chooses "shuffle them into your deck"
    Then Player1 has 5 cards in their discard pile
    And the log contains "Player1 reveals 6D 8H KD 8S 3H: One Pair (rank 2)"
    And the log does not contain "Player1 reveals 8S 6D 3C 8D 3H"
    And Player1 is asked to "Select a card"

  Scenario: Without Arthur the pot holds the antes only
    When Player1 passes
    Then "Arthur Dingler" is unbooted
    And the log contains "Player1 reveals 8S 6D 3C 8D 3H: Two Pair (rank 3)"
    And the log contains "Player1 wins lowball and takes 2 ghost rock from the pot"
    And Player1 is asked to "Select a card"
