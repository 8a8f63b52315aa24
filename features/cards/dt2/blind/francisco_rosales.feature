@card:24059 @blind
Feature: Francisco Rosales (Weird West Edition) (blind proof)
  Noon Job, Boot: Mark the town square. If successful, attach a Sidekick or Horse from
  your discard pile to one of your dudes, reducing its cost by 2 (this occurs after dudes
  have returned home, and a Gadget still needs to be invented).

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude                                   | at   |
      | Francisco Rosales (Weird West Edition) | home |
      | Olivia Jenks                           | home |

  Scenario: An unopposed job succeeds: a Horse from the discard pile attaches for 2 less
    Given Player1's discard pile is "Mustang, Shotgun"
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    And Player1 is done
    And Player1 selects "Olivia Jenks"
    Then the job succeeds
    And "Mustang" is attached to "Olivia Jenks"
    And Player1 has 9 ghost rock
    And "Francisco Rosales (Weird West Edition)" is at "Player1's home"
    And "Francisco Rosales (Weird West Edition)" is booted

  Scenario: A Sidekick may be chosen too, a card that is neither Sidekick nor Horse may not
    Given Player1's discard pile is "Mustang, Bluetick, Shotgun"
    When Player1 uses "Francisco Rosales (Weird West Edition)"
    And Player1 is done
    Then Player1 may choose "Mustang"
    And Player1 may choose "Bluetick"
    And Player1 may not choose "Shotgun"
    And Player1 is asked to "Select a card"
