@card:24035 @blind
Feature: Maggie Harris (Weird West Edition) (blind proof)
  Dude, 2-bullet draw, influence 0. "Noon Job, Boot: Mark another in-town location. If
  successful, attach a Horse from your discard to any of your dudes, reducing its cost by
  1 (a Gadget still needs to be invented.)"

  Started from the earlier blind proof parked on wwe-cov-b-p. The board "shootout":
  Player1's street home - General Store (Blake Ranch out of town), Player2's Bank of
  California - home - Railroad Station; Player1 has 5 ghost rock. Mustang costs 3: 2 with
  Maggie's reduction. Player2 has no dude to oppose.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                               | at          |
      | Maggie Harris (Weird West Edition) | Town Square |
      | Clint Ramsey                       | home        |

  Scenario: An unopposed job attaches a Horse from the discard pile for 1 less
    Given Player1's discard pile is "Mustang"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player1 is done
    Then the job succeeds
    And Player1 may choose "Maggie Harris (Weird West Edition)"
    When Player1 selects "Clint Ramsey"
    Then "Mustang" is attached to "Clint Ramsey"
    And Player1 has 3 ghost rock
    And "Mustang" is not in Player1's discard pile
    And "Maggie Harris (Weird West Edition)" is at "Player1's home"
    And "Maggie Harris (Weird West Edition)" is booted

  Scenario: Maggie cannot mark her own location, nor an out-of-town one
    Given Player1's discard pile is "Mustang"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    Then Player1 may not choose "Town Square"
    And Player1 may not choose "Blake Ranch"
    And Player1 may choose "General Store"
    And Player1 may choose "Railroad Station"
    And Player1 is asked to "Select a location"

  Scenario: With 1 ghost rock the Horse, 2 after the reduction, cannot be paid for and stays in the discard pile
    Given Player1's discard pile is "Mustang"
    And Player1 has 1 ghost rock
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player1 is done
    Then the job succeeds
    And "Mustang" is in Player1's discard pile
    And Player1 has 1 ghost rock

  Scenario: Booted, Maggie cannot lead the job
    Given Player1 has these dudes:
      | dude                               | at          | booted |
      | Maggie Harris (Weird West Edition) | Town Square | yes    |
    And Player1's discard pile is "Mustang"
    When Player1 tries to use "Maggie Harris (Weird West Edition)"
    Then the play is refused by rule "job.leader"

  Scenario: A failed invention discards the Gadget Horse
    Given Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                                | at          |
      | Maggie Harris (Weird West Edition)  | Town Square |
      | Clint Ramsey                        | home        |
      | Arnold Stewart (Weird West Edition) | home        |
    And Player1's next pull is "2H"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player1 is done
    Then the job succeeds
    When Player1 selects "Clint Ramsey"
    Then "Mechanical Horse" is in Player1's discard pile
    And "Mechanical Horse" is not in play
    And "Arnold Stewart (Weird West Edition)" is booted

  @ruling:maggie-gadget-horse-goes-to-any-dude
  Scenario: A Gadget Horse goes to any of your dudes; Arnold Stewart (Mad Scientist 1) at home invents it
    Given Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                                | at          |
      | Maggie Harris (Weird West Edition)  | Town Square |
      | Clint Ramsey                        | home        |
      | Arnold Stewart (Weird West Edition) | home        |
    And Player1's next pull is "8H"
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player1 is done
    Then the job succeeds
    When Player1 selects "Clint Ramsey"
    Then "Mechanical Horse" is attached to "Clint Ramsey"
    And "Arnold Stewart (Weird West Edition)" is booted
    And Player1 has 5 ghost rock
