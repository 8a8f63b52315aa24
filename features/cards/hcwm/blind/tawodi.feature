@card:22016 @blind
Feature: Tawodi (blind proof)
  Noon Job, Boot: Mark the town square. If successful, choose a dude or deed in your discard
  pile and play it, lowering the cost by 2, to a minimum of 1.

  Jonah Essex costs 6; Allie Hensman 2; Shotgun is goods.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude   | at             |
      | Tawodi | Player1's home |

  Scenario: A dude from the discard pile is played for 2 less
    Given Player1's discard pile is "Jonah Essex, Shotgun"
    When Player1 uses "Tawodi"
    Then the job succeeds
    And "Jonah Essex" is in play
    And "Shotgun" is in Player1's discard pile
    And Player1 has 1 ghost rock

  Scenario: The cost does not go below 1
    Given Player1's discard pile is "Allie Hensman"
    When Player1 uses "Tawodi"
    Then the job succeeds
    And "Allie Hensman" is in play
    And Player1 has 4 ghost rock
