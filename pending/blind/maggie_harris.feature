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
