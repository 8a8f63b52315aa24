@card:24035 @blind
Feature: Maggie Harris (blind proof)
  Dude. "Noon Job, Boot: Mark another in-town location. If successful, attach a Horse
  from your discard to any of your dudes, reducing its cost by 1 (a Gadget still needs
  to be invented.)"
  Mustang costs 3: 2 with Maggie's reduction.

  Background:
    Given the board "shootout"
    And Player1's discard pile is "Mustang"
    And Player1 has these dudes:
      | dude                               | at          |
      | Maggie Harris (Weird West Edition) | Town Square |
      | Clint Ramsey                       | home        |

  Scenario: An unopposed job attaches a Horse from the discard pile for 1 less
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "Railroad Station"
    And Player1 is done
    Then the job succeeds
    When Player1 selects "Clint Ramsey"
    Then "Mustang" is attached to "Clint Ramsey"
    And Player1 has 3 ghost rock
    And "Maggie Harris (Weird West Edition)" is at "Player1's home"
    And "Maggie Harris (Weird West Edition)" is booted

  Scenario: Maggie cannot mark her own location, nor an out-of-town one
    When Player1 uses "Maggie Harris (Weird West Edition)"
    Then Player1 may not choose "Town Square"
    And Player1 may not choose "Blake Ranch"
    And Player1 may choose "General Store"
    And Player1 is asked to "Select a location"
