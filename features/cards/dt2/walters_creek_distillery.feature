@card:24133
Feature: Walters Creek Distillery (Weird West Edition)
  Controller Noon, Boot: Boot a Saloon or Casino that you own or control on this street. If
  you booted a Casino, gain 2 ghost rock. If you booted a Saloon, you may discard a card to
  draw a card.

  Red River Roulette is a Casino, Nickel Night Inn a Saloon, The Extra Bet a booted Casino,
  General Store neither; Flint's Amusements is a Casino on Player2's street.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 1
          hand: [Ambush]
          deck: [Shotgun, Pinto]
          street:
            - home
            - Walters Creek Distillery (Weird West Edition)
            - Red River Roulette
            - Nickel Night Inn (Weird West Edition)
            - General Store
            - card: The Extra Bet
              booted: true
        - name: Player2
          outfit: Law Dogs
          street: [home, Flint's Amusements]
      """

  Scenario: Booting a Casino on this street gains 2 ghost rock
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    Then the options are:
      """
      Red River Roulette
      Nickel Night Inn (Weird West Edition)
      cancel
      """
    When Player1 selects "Red River Roulette"
    Then "Red River Roulette" is booted
    And "Walters Creek Distillery (Weird West Edition)" is booted
    And Player1 has 3 ghost rock
    And the log contains "Player1 gains 2 ghost rock"
    And "Ambush" is in Player1's hand
    And the log contains "Player1 uses Walters Creek Distillery (Weird West Edition) to boot Red River Roulette"

  Scenario: Booting a Saloon lets you discard a card to draw a card
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    And Player1 selects "Nickel Night Inn (Weird West Edition)"
    Then "Nickel Night Inn (Weird West Edition)" is booted
    And Player1 has 1 ghost rock
    When Player1 selects "Ambush"
    Then "Ambush" is in Player1's discard pile
    And "Shotgun" is in Player1's hand
    And "Pinto" is in Player1's deck
    And the log contains "Player1 discards Ambush to draw a card"

  Scenario: The Saloon's discard is optional
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    And Player1 selects "Nickel Night Inn (Weird West Edition)"
    And Player1 is done
    Then "Ambush" is in Player1's hand
    And "Shotgun" is in Player1's deck

  Scenario: Only the Distillery's controller uses it
    Given it is Player2's turn
    When Player2 tries to use "Walters Creek Distillery (Weird West Edition)"
    Then the play is refused by rule "ability.controller"

  Scenario: A deed of yours on this street an opponent controls is still yours to boot; theirs elsewhere is not
    Given Player2 has these dudes:
      | dude           | at                                    |
      | Marion Seville | Nickel Night Inn (Weird West Edition) |
    And Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Flint's Amusements |
    When Player1 uses "Walters Creek Distillery (Weird West Edition)"
    Then the options are:
      """
      Red River Roulette
      Nickel Night Inn (Weird West Edition)
      cancel
      """

  Scenario: An opponent controlling the Distillery boots what they control on its street, chosen or not
    Given Player2 has these dudes:
      | dude           | at                                            |
      | Marion Seville | Walters Creek Distillery (Weird West Edition) |
      | Steven Wiles   | Nickel Night Inn (Weird West Edition)         |
    And "Nickel Night Inn (Weird West Edition)" gets "cannot be chosen by opponents" from "Nickel Night Inn (Weird West Edition)" until end of day
    And it is Player2's turn
    When Player2 uses "Walters Creek Distillery (Weird West Edition)"
    Then the options are:
      """
      Nickel Night Inn (Weird West Edition)
      cancel
      """
