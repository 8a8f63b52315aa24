@card:01057
Feature: Gomorra Parish
  Controller Noon, Boot: Ace a card from your hand to gain 1 ghost rock.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Gomorra Parish"
    And Player1 has 2 ghost rock
    And Player1's hand is "Reserves, War Paint"

  Scenario: Ace a card from your hand to gain 1 ghost rock
    When Player1 uses "Gomorra Parish"
    And Player1 chooses "ace Reserves"
    Then Player1 has 3 ghost rock
    And "Reserves" is in Player1's Boot Hill
    And Player1 has 1 cards in hand
    And "Gomorra Parish" is booted
    And the last log line is "Player1 uses Gomorra Parish to ace Reserves and gain 1 ghost rock"

  Scenario: With an empty hand there is nothing to ace
    Given Player1's hand is empty
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused because "Player1 has no card in hand to ace"
    And the play is refused by rule "ability.cost"
    And Player1 has 2 ghost rock
    And the log does not contain "Player1 uses Gomorra Parish to ace Reserves and gain 1 ghost rock"

  Scenario: A booted Gomorra Parish cannot be used
    Given Player1's street is "home, Gomorra Parish (booted)"
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused because "Gomorra Parish is booted"
    And the play is refused by rule "ability.cost"
    And Player1 has 2 ghost rock
    And the log does not contain "Player1 uses Gomorra Parish to ace Reserves and gain 1 ghost rock"

  Scenario: An opponent who controls Gomorra Parish by influence uses it
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Gomorra Parish |
    And Player2 has 5 ghost rock
    And Player2's hand is "Jackson's Strike"
    And it is Player2's turn
    When Player2 uses "Gomorra Parish"
    And Player2 chooses "ace Jackson's Strike"
    Then Player2 has 6 ghost rock
    And "Jackson's Strike" is in Player2's Boot Hill
    And Player1 has 2 ghost rock
    And the last log line is "Player2 uses Gomorra Parish to ace Jackson's Strike and gain 1 ghost rock"

  Scenario: The owner cannot use Gomorra Parish while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Gomorra Parish |
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused because "Player1 does not control Gomorra Parish"
    And the play is refused by rule "ability.controller"
    And Player1 has 2 ghost rock
    And the log does not contain "Player1 uses Gomorra Parish to ace Reserves and gain 1 ghost rock"

  Scenario: Gomorra Parish is used once per day
    Given Player1 has used "Gomorra Parish" today
    When Player1 tries to use "Gomorra Parish"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 2 ghost rock
    And the log does not contain "Player1 uses Gomorra Parish to ace Reserves and gain 1 ghost rock"
