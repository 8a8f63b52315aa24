@card:22016
Feature: Tawodi
  Noon Job, Boot: Mark the town square. If successful, choose a dude or deed in your discard
  pile and play it, lowering the cost by 2, to a minimum of 1.

  Pancho Castillo costs 5, Allie Hensman 2. Shotgun is goods.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude   | at             |
      | Tawodi | Player1's home |

  Scenario: A successful job plays a dude from the discard pile for 2 less
    Given Player1's discard pile is "Pancho Castillo, Shotgun"
    When Player1 uses "Tawodi"
    Then the job succeeds
    And "Pancho Castillo" is at "Player1's home"
    And "Shotgun" is in Player1's discard pile
    And Player1 has 2 ghost rock
    And "Tawodi" is booted

  Scenario: The cost is lowered to a minimum of 1
    Given Player1's discard pile is "Allie Hensman"
    When Player1 uses "Tawodi"
    Then the job succeeds
    And "Allie Hensman" is at "Player1's home"
    And Player1 has 4 ghost rock

  Scenario: No dude or deed in the discard pile: nothing is played
    Given Player1's discard pile is "Shotgun"
    When Player1 uses "Tawodi"
    Then the job succeeds
    And "Shotgun" is in Player1's discard pile
    And Player1 has 5 ghost rock
    And the log contains "Player1 has no dude or deed to play"

  Scenario: A dude costing 1 still costs 1; a deed may be played instead
    Steven Wiles costs 1, General Store 2.
    Given Player1's discard pile is "Steven Wiles, General Store"
    When Player1 uses "Tawodi"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "General Store"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player1's home"
    And "General Store" is in Player1's discard pile
    And Player1 has 4 ghost rock

  Scenario: A deed from the discard pile is built for 1
    Given Player1's discard pile is "General Store"
    When Player1 uses "Tawodi"
    And Player1 chooses "the left of the street"
    Then Player1's street is "General Store, home"
    And Player1 has 4 ghost rock
