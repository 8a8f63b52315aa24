@card:23001
Feature: Yasmin Tian
  Grifter. React, Boot: At the start of the game, you may discard a card to draw a card.

  Player1 plays a Law Dogs deck with the Welcome to Deadwood Grifters (decks/grifters.txt)
  and starts with Yasmin.

  Background:
    Given a new game between the decks "decks/grifters.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Yasmin Tian" to the starting gang
    And Player1 is done
    And Player2 is done

  @rule:ability.react
  Scenario: At the start of the game Yasmin discards a card to draw a card
    Then Player1 is asked to "Select a react"
    And Player1 has 5 cards in hand
    When Player1 reacts with "Yasmin Tian"
    Then Player1 is asked to "Select a card"
    When Player1 chooses "discard Mount Moriah Cemetery"
    Then "Mount Moriah Cemetery" is in Player1's discard pile
    And Player1 has 5 cards in hand
    And "Yasmin Tian" is booted
    And the log contains in order:
      """
      Player1 uses Yasmin Tian
      Player1 discards Mount Moriah Cemetery to draw a card
      Player1 antes 1 ghost rock
      """

  @rule:ability.react
  Scenario: The react is optional
    When Player1 passes
    Then "Yasmin Tian" is unbooted
    And Player1 has 5 cards in hand
    And "Mount Moriah Cemetery" is in Player1's hand
    And the log contains "Player1 antes 1 ghost rock"
    And Player1 is asked to "Select a card"
