@card:23022
Feature: Rosaleen Byrne
  Grifter. React, Boot: At the start of the game, discard 2 cards from your hand to draw 2
  cards.

  Player1 plays the Law Dogs Grifters deck (decks/grifters_rosaleen.txt) and starts with
  Rosaleen.

  Background:
    Given a new game between the decks "decks/grifters_rosaleen.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Rosaleen Byrne" to the starting gang
    And Player1 is done
    And Player2 is done

  Scenario: At the start of the game Rosaleen discards 2 cards to draw 2
    Then Player1 is asked to "Select a react"
    And Player1 has 5 cards in hand
    When Player1 reacts with "Rosaleen Byrne"
    Then Player1 is asked to "Select a card"
    When Player1 chooses "discard Mount Moriah Cemetery"
    And Player1 chooses "discard Dr. JT Goodenough"
    Then "Mount Moriah Cemetery" is in Player1's discard pile
    And "Dr. JT Goodenough" is in Player1's discard pile
    And Player1 has 5 cards in hand
    And "Rosaleen Byrne" is booted
    And the log contains in order:
      """
      Player1 uses Rosaleen Byrne
      Player1 draws 2 cards
      Player1 antes 1 ghost rock
      """

  Scenario: The react is optional
    When Player1 passes
    Then "Rosaleen Byrne" is unbooted
    And "Mount Moriah Cemetery" is in Player1's hand
    And Player1 has 5 cards in hand
    And Player1 is asked to "Select a card"
