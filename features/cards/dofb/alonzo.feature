@card:25011
Feature: Alonzo
  Noon: Discard a Hex attached to Alonzo to draw a card.

  Soul Blast is a Hex; Pinto a Horse.

  Scenario: Alonzo discards his Hex, booted or not, to draw a card
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude   | at             | attachments                  |
      | Alonzo | Player1's home | Soul Blast (booted), Pinto   |
    And Player1's deck starts with "5D 5H"
    And Player1's hand is empty
    When Player1 uses "Alonzo"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And "Pinto" is attached to "Alonzo"
    And "Alonzo" is unbooted
    And Player1 has 1 cards in hand
    And Player1 has 1 cards in their deck
    And the log contains in order:
      """
      Player1 uses Alonzo
      Player1 draws a card
      """

  Scenario: Without a Hex attached the ability is not offered
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude   | at             | attachments |
      | Alonzo | Player1's home | Pinto       |
    When Player1 tries to use "Alonzo"
    Then the play is refused by rule "ability.cost"
