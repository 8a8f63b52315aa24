@card:23009
Feature: Lew Esquilin
  Grifter. React, Boot: At the start of the game, look at the top 6 cards of your deck. You
  may discard a card from your hand to reveal an Abomination or non-Unique Mystical goods
  and add it to your play hand. Return the other cards in your deck in the same order.

  Player1 plays a Law Dogs deck with the Welcome to Deadwood Grifters, four Jael's Guiles
  (non-Unique Mystical goods) and Bobo (decks/grifters_mystical.txt), and starts with Lew.
  With seed 1 a Jael's Guile lies in the top 6 cards after the starting hand is drawn (with seed
  31 beside a Roan, goods that are not Mystical); with
  seed 2 none of them qualifies.

  @rule:ability.react
  Scenario: Lew discards a card to take the Mystical goods he found
    Given the seed is 1
    And a new game between the decks "decks/grifters_mystical.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    Then the options are:
      """
      Jael's Guile (Weird West Edition)
      done
      """
    When Player1 selects "Jael's Guile (Weird West Edition)"
    And Player1 selects "Mount Moriah Cemetery"
    Then "Jael's Guile (Weird West Edition)" is in Player1's hand
    And "Mount Moriah Cemetery" is in Player1's discard pile
    And Player1 has 5 cards in hand
    And "Lew Esquilin" is booted
    And the log contains in order:
      """
      Player1 uses Lew Esquilin
      Player1 looks at the top 6 cards of their deck
      Player1 discards Mount Moriah Cemetery to reveal Jael's Guile (Weird West Edition) and add it to their hand
      Player1 antes 1 ghost rock
      """
    And Player1 is asked to "Select a card"

  Scenario: He may keep his hand
    Given the seed is 1
    And a new game between the decks "decks/grifters_mystical.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    And Player1 is done
    Then "Jael's Guile (Weird West Edition)" is not in Player1's hand
    And "Mount Moriah Cemetery" is in Player1's hand
    And "Lew Esquilin" is booted
    And Player1 is asked to "Select a card"

  Scenario: With neither an Abomination nor Mystical goods on top, there is nothing to take
    Given the seed is 2
    And a new game between the decks "decks/grifters_mystical.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    Then "Lew Esquilin" is booted
    And Player1 has 5 cards in hand
    And Player1 is asked to "Select a card"
    And Player1 may choose "pay 1 ghost rock"

  Scenario: Unique Mystical goods and a Mystical dude who is no Abomination are not offered
    # decks/grifters_unique_mystical.txt: with seed 117 QUATERMAN PRIME (a Mystical dude)
    # and Stone Idol (Unique Mystical goods) lie in the top 6, and nothing Lew may take.
    Given the seed is 117
    And a new game between the decks "decks/grifters_unique_mystical.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    Then "Lew Esquilin" is booted
    And Player1 has 5 cards in hand
    And Player1 is asked to "Select a card"
    And Player1 may choose "pay 1 ghost rock"
    And Player1 may not choose "Stone Idol"
    And Player1 may not choose "QUATERMAN PRIME"

  Scenario: Goods that are not Mystical are not offered
    Given the seed is 31
    And a new game between the decks "decks/grifters_mystical.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Lew Esquilin" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Lew Esquilin"
    Then Player1 may not choose "Roan (Weird West Edition) #2"
    And the options are:
      """
      Jael's Guile (Weird West Edition)
      done
      """
