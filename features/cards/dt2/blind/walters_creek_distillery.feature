@card:24133 @blind
Feature: Walters Creek Distillery (blind proof)
  Controller Noon, Boot: Boot a Saloon or Casino that you own or control on this street. If
  you booted a Casino, gain 2 ghost rock. If you booted a Saloon, you may discard a card to
  draw a card.

  Five Aces Gambling Hall is a Casino; Charlie's Place a Saloon; General Store neither.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock

  Scenario: Booting a Casino gains 2 ghost rock
    Given Player1's street is "home, Walters Creek Distillery (Weird West Edition), Five Aces Gambling Hall, General Store"
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    Then Player1 may choose "Five Aces Gambling Hall"
    And Player1 may not choose "General Store"
    When Player1 selects "Five Aces Gambling Hall"
    Then "Five Aces Gambling Hall" is booted
    And "Walters Creek Distillery (Weird West Edition)" is booted
    And Player1 has 2 ghost rock

  Scenario: Booting a Saloon lets you discard a card to draw a card
    Given Player1's street is "home, Walters Creek Distillery (Weird West Edition), Charlie's Place"
    And Player1's hand is "Auction"
    And Player1's deck starts with "2C 3C"
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    And Player1 selects "Charlie's Place"
    Then "Charlie's Place" is booted
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a card"
    When Player1 selects "Auction"
    Then "Auction" is in Player1's discard pile
    And Player1 has 1 cards in hand

  Scenario: A Saloon or Casino on another street cannot be booted
    Given Player1's street is "home, Walters Creek Distillery (Weird West Edition)"
    And Player2's street is "home, Five Aces Gambling Hall"
    When Player1 tries to use "Walters Creek Distillery (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Five Aces Gambling Hall" is unbooted
    And Player1 has 0 ghost rock
