@card:25011 @blind
Feature: Alonzo (blind proof)
  Noon: Discard a Hex attached to Alonzo to draw a card.

  Kentucky Windage and 54 Card Pick-Up are Hexes.

  Background:
    Given the board "shootout"
    And Player1's deck is "Pinto, Roan"

  Scenario: Discarding his Hex draws a card
    Given Player1 has these dudes:
      | dude   | at   | attachments      |
      | Alonzo | home | Kentucky Windage |
    When Player1 uses "Alonzo"
    And Player1 selects "Kentucky Windage"
    Then "Kentucky Windage" is in Player1's discard pile
    And Player1's hand is "Pinto"
    And "Alonzo" is unbooted

  Scenario: Without a Hex Alonzo cannot use it
    Given Player1 has these dudes:
      | dude   | at   |
      | Alonzo | home |
    When Player1 tries to use "Alonzo"
    Then the play is refused by rule "ability.cost"
    And Player1 has 0 cards in hand
