@card:22035
Feature: Rham's Readings
  Controller Noon, Boot: Reveal the top card of an opponent's deck. If that has the same
  value or suit as the top card in their discard pile, gain 1 ghost rock. If a joker is
  revealed, ace it and reveal the next card.

  The discard pile is listed bottom first: Pinto (7H) is on top of Player2's. The 9C on
  Player2's deck is Cheatin' Varmint.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Rham's Readings"
    And Player1 has 0 ghost rock
    And Player2's discard pile is "Shotgun, Pinto"

  Scenario: A revealed card of the same suit as the top of the discard pile gains 1 ghost rock
    Given Player2's deck starts with "5H 9C"
    When Player1 uses "Rham's Readings"
    Then "Rham's Readings" is booted
    And Player1 has 1 ghost rock
    And the log contains in order:
      """
      Player1 uses Rham's Readings
      Player1 reveals 5H from the top of Player2's deck
      Player1 gains 1 ghost rock from Rham's Readings
      """

  Scenario: A revealed card of the same value gains 1 ghost rock
    Given Player2's deck starts with "7S 9C"
    When Player1 uses "Rham's Readings"
    Then Player1 has 1 ghost rock

  @ruling:rhams-readings-card-stays-on-top
  Scenario: Neither value nor suit gains nothing, and the revealed card stays on top of the deck
    Given Player2's deck starts with "9C 5H"
    When Player1 uses "Rham's Readings"
    Then Player1 has 0 ghost rock
    And the log contains "Player1 reveals 9C from the top of Player2's deck"
    And the log does not contain "Player1 gains 1 ghost rock from Rham's Readings"
    And "Cheatin' Varmint" is in Player2's deck
    And "Cheatin' Varmint" is not in Player2's discard pile

  Scenario: A revealed joker is aced and the next card revealed
    Given Player2's deck starts with "JOKER 7C"
    When Player1 uses "Rham's Readings"
    Then Player1 has 1 ghost rock
    And "Joker (black)" is in Player2's boot hill
    And the log contains in order:
      """
      Player1 reveals JOKER from the top of Player2's deck
      Player1 reveals 7C from the top of Player2's deck
      Player1 gains 1 ghost rock from Rham's Readings
      """

  @ruling:rhams-readings-card-stays-on-top
  Scenario: An empty deck reveals nothing and gains nothing
    Given Player2's deck is empty
    When Player1 uses "Rham's Readings"
    Then Player1 has 0 ghost rock
    And the log contains "Player1 reveals no more cards: Player2's deck is empty"
    And "Pinto" is in Player2's discard pile

  Scenario: With an empty discard pile nothing matches
    Given Player2's discard pile is empty
    And Player2's deck starts with "5H 9C"
    When Player1 uses "Rham's Readings"
    Then Player1 has 0 ghost rock
    And "Rham's Readings" is booted
