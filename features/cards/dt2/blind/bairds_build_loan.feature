@card:24131 @blind
Feature: Baird's Build & Loan (blind proof)
  Controller Noon, Boot: Play a deed, reducing its cost by 2.

  General Store costs 2, Dead Dog Tavern 4. A deed is built on its owner's street.

  Background:
    Given the phase is High Noon
    And Player1 has 4 ghost rock
    And Player1's street is "home, Baird's Build & Loan"

  Scenario: The controller boots it to build a deed for 2 less
    Given Player1's hand is "Dead Dog Tavern"
    When Player1 uses "Baird's Build & Loan"
    And Player1 chooses "right"
    Then "Dead Dog Tavern" is in play
    And Player1 has 2 ghost rock
    And "Baird's Build & Loan" is booted

  Scenario: The reduction does not go below 0
    Given Player1's hand is "General Store"
    When Player1 uses "Baird's Build & Loan"
    And Player1 chooses "right"
    Then "General Store" is in play
    And Player1 has 4 ghost rock
    And "General Store" is unbooted

  Scenario: Booted, it cannot be used
    Given Player1's street is "home, Baird's Build & Loan (booted)"
    And Player1's hand is "Dead Dog Tavern"
    When Player1 tries to use "Baird's Build & Loan"
    Then the play is refused by rule "ability.cost"
    And "Dead Dog Tavern" is in Player1's hand
