@card:01049 @blind
Feature: Travis Moone (blind proof)
  Grifter.
  React, Boot: At the start of the game, shuffle your play hand into your deck and
  draw 5 cards.

  With the scenario's seed, Player1's opening play hand is "Cheatin' Varmint, Circle M
  Ranch #2, Dr. Dawn Edwards, Rémy LaPointe, Telegraph Office".

  Background:
    Given a new game between the decks "Morgan Cattle Company - Intermediate Learn to Play" and "Law Dogs - Learn to Play"
    When Player1 adds "Travis Moone" to the starting gang
    And Player1 is done
    And Player2 is done

  Scenario: Travis is offered at the start of the game and the opening hand is kept without him
    Then Player1 is asked to "Select a react"
    And Player1's hand is "Cheatin' Varmint, Circle M Ranch #2, Dr. Dawn Edwards, Rémy LaPointe, Telegraph Office"
    When Player1 passes
    Then Player1's hand is "Cheatin' Varmint, Circle M Ranch #2, Dr. Dawn Edwards, Rémy LaPointe, Telegraph Office"
    And "Travis Moone" is unbooted

  Scenario: Travis boots and the play hand goes into the deck for 5 new cards
    When Player1 reacts with "Travis Moone"
    Then "Travis Moone" is booted
    And Player1 has 5 cards in hand
    And "Dr. Dawn Edwards" is not in Player1's hand
    And "Telegraph Office" is not in Player1's hand
    And "Rémy LaPointe" is not in Player1's hand
    And Player1's hand is "Cheatin' Varmint #2, Circle M Ranch, James Ghetty, Pinned Down, Reserves #2"

  Scenario: Travis's ability is not available later in the game
    When Player1 passes
    Then the phase is High Noon
    And "Travis Moone" is unbooted
    And Player1 may not choose "use Travis Moone"
    And Player1 is asked to "Select an action"
