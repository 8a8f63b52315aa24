@card:01049
Feature: Travis Moone
  Grifter. React, Boot: At the start of the game, shuffle your play hand into your deck
  and draw 5 cards.

  The game's seeded shuffle decides the new hand: without the shuffle the same five
  cards, just put on top of the deck, would come back.

  Background:
    Given a new game between the decks "Fourth Ring - Intermediate Learn to Play" and "Law Dogs - Learn to Play"
    When Player1 adds "Travis Moone" to the starting gang
    And Player1 is done
    And Player2 is done

  @rule:ability.react
  Scenario: At the start of the game Travis trades the play hand for a new one
    Then Player1 is asked to "Select a react"
    And Player1's hand is "Clementine Lepp, Jackson's Strike #2, Soul Blast #2, Tyxarglenak, Undertaker #2"
    When Player1 reacts with "Travis Moone"
    Then "Travis Moone" is booted
    And Player1 has 5 cards in hand
    And Player1's hand is "A Coach Comes to Town, Jackson's Strike, Jia Mein, Magical Distraction, Missed!"
    And the log contains in order:
      """
      Player1 starts with Travis Moone
      Player1 uses Travis Moone to shuffle their play hand into their deck and draw 5 cards
      Player1 antes 1 ghost rock
      """

  @rule:ability.react
  Scenario: The react is optional
    When Player1 passes
    Then "Travis Moone" is unbooted
    And the log does not contain "Player1 uses Travis Moone to shuffle their play hand into their deck and draw 5 cards"
    And the log contains "Player1 antes 1 ghost rock"
