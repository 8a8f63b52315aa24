@card:01069 @blind
Feature: Circle M Ranch (blind proof)
  Controller Noon, Boot: If you have 3 or fewer cards in your play hand, draw a card.

  Background:
    Given the board "main street"
    And Player1's street is "home, Circle M Ranch"
    And Player1's deck is "Pinto, Peacemaker, Roan"

  Scenario: With 3 cards in hand the controller boots the Ranch and draws a card
    Given Player1's hand is "Shotgun, Reserves, Tin Star"
    When Player1 uses "Circle M Ranch"
    Then "Circle M Ranch" is booted
    And Player1's hand is "Shotgun, Reserves, Tin Star, Pinto"
    And Player1's deck is "Peacemaker, Roan"

  Scenario: With an empty hand the controller draws a card
    Given Player1's hand is empty
    When Player1 uses "Circle M Ranch"
    Then Player1's hand is "Pinto"

  Scenario: With 4 cards in hand the controller draws nothing
    Given Player1's hand is "Shotgun, Reserves, Tin Star, Mustang"
    When Player1 tries to use "Circle M Ranch"
    Then Player1 has 4 cards in hand
    And Player1's deck is "Pinto, Peacemaker, Roan"

  Scenario: The owner who does not control the Ranch cannot use it
    Given Player1's hand is "Shotgun"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Circle M Ranch |
    Then Player2 controls "Circle M Ranch"
    When Player1 tries to use "Circle M Ranch"
    Then the play is refused by rule "ability.controller"
    And Player1's hand is "Shotgun"
