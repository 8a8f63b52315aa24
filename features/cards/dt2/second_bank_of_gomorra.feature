@card:24107
Feature: 2nd Bank Of Gomorra (Weird West Edition)
  Controller Noon, Boot: Place 2 ghost rock (from the bank) on this deed.
  Controller Noon, Boot: Take all ghost rock from this deed and add it to your stash.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 1
          street:
            - home
            - card: 2nd Bank Of Gomorra (Weird West Edition)
              ghost_rock: 3
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: The Bank puts 2 ghost rock on itself, not in the stash
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition)"
    Then "2nd Bank Of Gomorra (Weird West Edition)" has 5 ghost rock
    And Player1 has 1 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is booted
    And the log contains "Player1 uses 2nd Bank Of Gomorra (Weird West Edition) to place 2 ghost rock on it"

  Scenario: The Bank's controller takes all its ghost rock
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition) (2nd ability)"
    Then "2nd Bank Of Gomorra (Weird West Edition)" has 0 ghost rock
    And Player1 has 4 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is booted
    And the log contains "Player1 uses 2nd Bank Of Gomorra (Weird West Edition) to take 3 ghost rock"

  Scenario: Only the Bank's controller uses it
    Given it is Player2's turn
    When Player2 tries to use "2nd Bank Of Gomorra (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
    When Player2 tries to use "2nd Bank Of Gomorra (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "ability.controller"
