@card:01056
Feature: Pony Express
  Controller Noon, Boot: Discard a card to draw a card.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Pony Express"
    And Player1's hand is "Reserves, War Paint"
    And Player1's deck is "Pat's Perch, Blake Ranch"

  Scenario: Discard a card from your hand to draw the top card of your deck
    When Player1 uses "Pony Express"
    And Player1 discards "Reserves"
    Then "Reserves" is in Player1's discard pile
    And "Pat's Perch" is in Player1's hand
    And Player1 has 2 cards in hand
    And "Pony Express" is booted
    And the last log line is "Player1 uses Pony Express to discard Reserves and draw a card"

  Scenario: With an empty hand there is nothing to discard
    Given Player1's hand is empty
    When Player1 tries to use "Pony Express"
    Then the play is refused because "Player1 has no card in hand to discard"
    And the play is refused by rule "ability.cost"
    And "Pony Express" is unbooted
    And the log does not contain "Player1 uses Pony Express to discard Reserves and draw a card"

  Scenario: A booted Pony Express cannot be used
    Given Player1's street is "home, Pony Express (booted)"
    When Player1 tries to use "Pony Express"
    Then the play is refused because "Pony Express is booted"
    And the play is refused by rule "ability.cost"
    And Player1 has 2 cards in hand
    And the log does not contain "Player1 uses Pony Express to discard Reserves and draw a card"

  Scenario: An opponent who controls Pony Express by influence uses it
    Given Player2 has these dudes:
      | dude         | at           |
      | Olivia Jenks | Pony Express |
    And Player2's hand is "Jackson's Strike"
    And Player2's deck is "Steele Archer"
    And it is Player2's turn
    When Player2 uses "Pony Express"
    And Player2 discards "Jackson's Strike"
    Then "Jackson's Strike" is in Player2's discard pile
    And "Steele Archer" is in Player2's hand
    And Player1 has 2 cards in hand
    And the last log line is "Player2 uses Pony Express to discard Jackson's Strike and draw a card"

  Scenario: The owner cannot use Pony Express while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at           |
      | Olivia Jenks | Pony Express |
    When Player1 tries to use "Pony Express"
    Then the play is refused because "Player1 does not control Pony Express"
    And the play is refused by rule "ability.controller"
    And "Pony Express" is unbooted
    And the log does not contain "Player1 uses Pony Express to discard Reserves and draw a card"

  Scenario: Pony Express is used once per day
    Given Player1 has used "Pony Express" today
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 2 cards in hand
    And the log does not contain "Player1 uses Pony Express to discard Reserves and draw a card"
