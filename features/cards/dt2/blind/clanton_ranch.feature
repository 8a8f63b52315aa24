@card:24114 @blind
Feature: Clanton Ranch (Weird West Edition) (blind proof)
  Controller Noon, Boot: If you are not the Dealer, gain 1 ghost rock.

  The Dealer is the player who won lowball this day, the first player (ruling
  dealer-is-first-player). An "If" clause that is unmet leaves only the cost paid.

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

  @ruling:dealer-is-first-player
  Scenario: Not the Dealer, the controller gains 1 ghost rock and boots the ranch
    Given Player2 is the first player
    And it is Player1's turn
    When Player1 uses "Clanton Ranch (Weird West Edition)"
    Then Player1 has 6 ghost rock
    And Player2 has 5 ghost rock
    And "Clanton Ranch (Weird West Edition)" is booted

  @ruling:dealer-is-first-player
  Scenario: The Dealer gains nothing
    Given Player1 is the first player
    When Player1 tries to use "Clanton Ranch (Weird West Edition)"
    Then Player1 has 5 ghost rock

  Scenario: Booted, the ranch cannot be used
    Given Player2 is the first player
    And it is Player1's turn
    And Player1's out of town deeds is "Clanton Ranch (Weird West Edition) (booted)"
    When Player1 tries to use "Clanton Ranch (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1 has 5 ghost rock

  Scenario: It is used once per day
    Given Player2 is the first player
    And it is Player1's turn
    And Player1 has used "Clanton Ranch (Weird West Edition)" today
    When Player1 tries to use "Clanton Ranch (Weird West Edition)"
    Then Player1 has 5 ghost rock

  Scenario: Whoever controls the ranch uses it: an opponent controlling it, not the Dealer, gains 1
    Given Player1 is the first player
    And it is Player2's turn
    And Player2 has these dudes:
      | dude         | at                                 |
      | Steven Wiles | Clanton Ranch (Weird West Edition) |
    When Player2 uses "Clanton Ranch (Weird West Edition)"
    Then Player2 has 6 ghost rock
    And Player1 has 5 ghost rock
    And "Clanton Ranch (Weird West Edition)" is booted
