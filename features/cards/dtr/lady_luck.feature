@card:01107
Feature: Lady Luck
  Noon: You can discard as many of your cards as you like during Sundown.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Lady Luck, Blake Ranch, Pat's Perch, Jackson's Strike"
    And Player1's deck is "Avie Cline, Steven Wiles, Clint Ramsey, Steele Archer, Andreas Andregg"
    And Player2's hand is "Olivia Jenks, Clint Ramsey"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Steele Archer, Blake Ranch"

  Scenario: At Sundown you may discard every card in your hand
    When Player1 plays "Lady Luck"
    And the game advances to Sundown
    And Player1 discards "Blake Ranch"
    And Player1 discards "Pat's Perch"
    And Player1 discards "Jackson's Strike"
    Then Player1 has 0 cards in hand
    And the log contains in order:
      """
      Player1 plays Lady Luck
      Player1 discards Blake Ranch
      Player1 discards Pat's Perch
      Player1 discards Jackson's Strike
      """

  Scenario: Without Lady Luck a player discards one card at Sundown
    When Player1 passes
    And Player2 passes
    And Player1 discards "Blake Ranch"
    Then Player2 is asked to "Select a card"
    And Player1 has 3 cards in hand
    And the last log line is "Player1 discards Blake Ranch"

  Scenario: Lady Luck helps only the player who played it
    When Player1 plays "Lady Luck"
    And the game advances to Sundown
    And Player1 is done
    And Player2 discards "Olivia Jenks"
    Then the log contains in order:
      """
      Player2 discards Olivia Jenks
      Player1 draws 2 cards
      Player2 draws 4 cards
      """
