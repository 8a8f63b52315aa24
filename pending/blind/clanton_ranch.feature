@card:24114 @blind
Feature: Clanton Ranch (Weird West Edition) (blind proof)
  Controller Noon, Boot: If you are not the Dealer, gain 1 ghost rock.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home]
          out_of_town: [Clanton Ranch (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [home]
      """

  @ruling:clanton-ranch-dealer-is-the-first-player
  Scenario: Not the first player (the dealer), the controller gains 1 ghost rock and boots the ranch
    Given Player2 is the first player
    And it is Player1's turn
    When Player1 uses "Clanton Ranch (Weird West Edition)"
    Then Player1 has 6 ghost rock
    And "Clanton Ranch (Weird West Edition)" is booted

  @ruling:clanton-ranch-dealer-is-the-first-player
  Scenario: The first player (the dealer) gains nothing
    Given Player1 is the first player
    When Player1 tries to use "Clanton Ranch (Weird West Edition)"
    Then Player1 has 5 ghost rock
