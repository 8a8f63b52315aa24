@card:01127
Feature: Reserves
  Noon: Gain 1 ghost rock.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Reserves"

  Scenario: Reserves gains 1 ghost rock and goes to the discard pile
    When Player1 plays "Reserves"
    Then Player1 has 4 ghost rock
    And "Reserves" is in Player1's discard pile
    And Player1 has 0 cards in hand
    And the last log line is "Player1 plays Reserves to gain 1 ghost rock"

  Scenario: Reserves is played only at High Noon, from its owner's hand
    When Player1 passes
    And Player2 tries to play "Reserves"
    Then the play is refused because "Reserves is not in Player2's hand"
    And Player2 has 0 ghost rock
    And the log contains "Player1 passes"
