@card:24035
Feature: Maggie Harris (Weird West Edition)
  Noon Job, Boot: Mark another in-town location. If successful, attach a Horse from your
  discard to any of your dudes, reducing its cost by 1 (a Gadget still needs to be
  invented.)

  Mustang is a Horse that costs 3; Shotgun is no Horse.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, General Store"
    And Player1's discard pile is "Mustang, Shotgun"
    And Player1 has these dudes:
      | dude                               | at   |
      | Maggie Harris (Weird West Edition) | home |
      | Pancho Castillo                    | home |

  Scenario: An unopposed job on the town square brings a Horse back for 1 less
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "Town Square"
    And Player1 is done
    And Player1 selects "Maggie Harris (Weird West Edition)"
    Then the job succeeds
    And "Mustang" is attached to "Maggie Harris (Weird West Edition)"
    And "Shotgun" is in Player1's discard pile
    And Player1 has 3 ghost rock
    And "Maggie Harris (Weird West Edition)" is booted

  Scenario: Another in-town location: not her own, nor out of town
    Given Player1's out of town deeds are "Blake Ranch"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "General Store"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"
    And Player1 may not choose "Blake Ranch"

  Scenario: With no Horse in the discard pile nothing is attached
    Given Player1's discard pile is "Shotgun"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "General Store"
    And Player1 is done
    Then the job succeeds
    And "Shotgun" is in Player1's discard pile
    And Player1 has 5 ghost rock
    And the log contains "Player1 has no Horse to attach"
