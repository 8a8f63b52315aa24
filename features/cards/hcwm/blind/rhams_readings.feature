@card:22035 @blind
Feature: Rham's Readings (blind proof)
  Controller Noon, Boot: Reveal the top card of an opponent's deck. If that has the same
  value or suit as the top card in their discard pile, gain 1 ghost rock. If a joker is
  revealed, ace it and reveal the next card.

  Whiskey Flask is the 4 of hearts, Mustang the 5 of hearts.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Rham's Readings"
    And Player1 has 0 ghost rock
    And Player2's discard pile is "Whiskey Flask"

  Scenario: Same suit as the top of the discard pile: gain 1 ghost rock
    Given Player2's deck starts with "9H"
    When Player1 uses "Rham's Readings"
    Then Player1 has 1 ghost rock
    And "Rham's Readings" is booted

  Scenario: Same value as the top of the discard pile: gain 1 ghost rock
    Given Player2's deck starts with "4S"
    When Player1 uses "Rham's Readings"
    Then Player1 has 1 ghost rock

  Scenario: Neither value nor suit matches: no ghost rock, the deed still boots
    Given Player2's deck starts with "9S"
    When Player1 uses "Rham's Readings"
    Then Player1 has 0 ghost rock
    And "Rham's Readings" is booted

  Scenario: A revealed joker is aced and the next card is revealed
    Given Player2's deck is "Joker (red) (Weird West Edition), Mustang"
    When Player1 uses "Rham's Readings"
    Then "Joker (red) (Weird West Edition)" is in Player2's boot hill
    And Player1 has 1 ghost rock

  Scenario: Once booted it cannot be used again
    Given Player2's deck starts with "9H"
    And Player1's street is "home, Rham's Readings (booted)"
    When Player1 tries to use "Rham's Readings"
    Then the play is refused by rule "ability.cost"
    And Player1 has 0 ghost rock
