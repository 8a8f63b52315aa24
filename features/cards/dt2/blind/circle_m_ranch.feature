@card:24125 @blind
Feature: Circle M Ranch (Weird West Edition) (blind proof)
  Controller Noon, Boot: If you have 3 or fewer cards in your hand, draw a card.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch (Weird West Edition)"
    And Player1's deck is "Jake Smiley, Pancho Castillo"

  Scenario: With exactly 3 cards in hand the ranch draws a card
    Given Player1's hand is "Shotgun, Mustang, Pinto"
    When Player1 uses "Circle M Ranch (Weird West Edition)"
    Then Player1 has 4 cards in hand
    And "Jake Smiley" is in Player1's hand
    And "Circle M Ranch (Weird West Edition)" is booted

  Scenario: With 4 cards in hand the ranch draws nothing
    Given Player1's hand is "Shotgun, Mustang, Pinto, Bluetick"
    When Player1 tries to use "Circle M Ranch (Weird West Edition)"
    Then Player1 has 4 cards in hand
    And "Jake Smiley" is not in Player1's hand
