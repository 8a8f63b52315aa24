@card:24126 @blind
Feature: The Gomorra Gazette (Weird West Edition) (blind proof)
  Controller React, Boot: After an opposing dude's bounty increases, gain ghost rock
  equal to their influence.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, The Gomorra Gazette (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          street: [home, General Store]
      """

  Scenario: An opposing dude gets a bounty breaking into Player1's home: Player1 gains his influence
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 reacts with "The Gomorra Gazette (Weird West Edition)"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 8 ghost rock
    And "The Gomorra Gazette (Weird West Edition)" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: Player1's own dude getting a bounty gives Player1 nothing
    Given Player1 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    And it is Player2's turn
    When Player2 calls out "Olivia Jenks" with "Steven Wiles"
    And Player1 accepts
    And Player1 tries to react with "The Gomorra Gazette (Weird West Edition)"
    Then "Olivia Jenks" has 1 bounty
    And Player1 has 5 ghost rock
    And "The Gomorra Gazette (Weird West Edition)" is unbooted
    And Player2 is asked to "Select a casualty"
