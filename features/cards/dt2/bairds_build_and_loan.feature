@card:24131
Feature: Baird's Build & Loan (Weird West Edition)
  Deed, Private, production 1, control 1.
  Controller Noon, Boot: Play a deed, reducing its cost by 2.

  Gomorra Parish costs 3, Stagecoach Office 1; Shotgun is goods. Player1 starts with 5
  ghost rock.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Baird's Build & Loan"

  Scenario: A deed from hand is built for 2 less
    Given Player1's hand is "Gomorra Parish, Shotgun"
    When Player1 uses "Baird's Build & Loan"
    And Player1 chooses "the right of the street"
    Then "Gomorra Parish" is in play
    And Player1 has 4 ghost rock
    And "Baird's Build & Loan" is booted
    And "Shotgun" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses Baird's Build & Loan
      Player1 builds Gomorra Parish on the right of their street for 1 ghost rock
      """

  Scenario: The reduction never takes the cost below 0
    Given Player1's hand is "Stagecoach Office"
    When Player1 uses "Baird's Build & Loan"
    And Player1 chooses "the left of the street"
    Then "Stagecoach Office" is in play
    And Player1 has 5 ghost rock

  Scenario: With no deed in hand it cannot be used
    Given Player1's hand is "Shotgun"
    When Player1 tries to use "Baird's Build & Loan"
    Then the play is refused by rule "ability.condition"

  Scenario: Whoever controls it uses it
    Given Player2 has these dudes:
      | dude         | at                   |
      | Steven Wiles | Baird's Build & Loan |
    And Player2's hand is "Gomorra Parish"
    And it is Player2's turn
    When Player2 uses "Baird's Build & Loan"
    And Player2 chooses "the right of the street"
    Then "Gomorra Parish" is in play
    And Player2 has 4 ghost rock
