@card:01085 @blind
Feature: Whiskey Flask (blind proof)
  Noon, Boot: Boot this dude and discard a card from your hand to draw a card.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon

  Scenario: The dude boots, a card goes to the discard pile and the top card is drawn
    Given Player1 has these dudes:
      | dude         | at   | attachments   |
      | Olivia Jenks | home | Whiskey Flask |
    And Player1's hand is "Auction, Roan"
    And Player1's deck is "Shotgun, Mustang"
    When Player1 uses "Whiskey Flask"
    And Player1 discards "Auction"
    Then Player1's hand is "Roan, Shotgun"
    And Player1's discard pile is "Auction"
    And Player1's deck is "Mustang"
    And "Olivia Jenks" is booted
    And "Whiskey Flask" is booted

  Scenario: A booted dude cannot pay the cost
    Given Player1 has these dudes:
      | dude         | at   | attachments   | booted |
      | Olivia Jenks | home | Whiskey Flask | yes    |
    And Player1's hand is "Auction, Roan"
    And Player1's deck is "Shotgun, Mustang"
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused by rule "ability.cost"
    And Player1's hand is "Auction, Roan"
    And "Whiskey Flask" is unbooted

  Scenario: With no card in hand to discard it cannot be used
    Given Player1 has these dudes:
      | dude         | at   | attachments   |
      | Olivia Jenks | home | Whiskey Flask |
    And Player1's hand is empty
    And Player1's deck is "Shotgun, Mustang"
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused by rule "ability.cost"
    And Player1's hand is empty
    And "Olivia Jenks" is unbooted
