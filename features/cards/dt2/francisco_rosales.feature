@card:24059
Feature: Francisco Rosales (Weird West Edition)
  Noon Job, Boot: Mark the town square. If successful, attach a Sidekick or Horse from your
  discard pile to one of your dudes, reducing its cost by 2 (this occurs after dudes have
  returned home, and a Gadget still needs to be invented).

  Mustang is a Horse that costs 3, Bluetick a Sidekick that costs 2; Shotgun is neither.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's discard pile is "Mustang, Shotgun"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Francisco Rosales (Weird West Edition) | home |

  Scenario: After a successful job, once home, a Horse from the discard pile is attached for 2 less
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    Then the job succeeds
    And "Mustang" is attached to "Francisco Rosales (Weird West Edition)"
    And "Francisco Rosales (Weird West Edition)" is at "Player1's home"
    And "Francisco Rosales (Weird West Edition)" is booted
    And "Shotgun" is in Player1's discard pile
    And Player1 has 4 ghost rock

  Scenario: A Sidekick comes back too, its 2 cost reduced to nothing
    Given Player1's discard pile is "Bluetick, Shotgun"
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    Then the job succeeds
    And "Bluetick" is attached to "Francisco Rosales (Weird West Edition)"
    And Player1 has 5 ghost rock

  Scenario: With no Sidekick or Horse in the discard pile nothing is attached
    Given Player1's discard pile is "Shotgun"
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    Then the job succeeds
    And "Shotgun" is in Player1's discard pile
    And the log contains "Player1 has no Sidekick or Horse to attach"
