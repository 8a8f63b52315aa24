@card:24136
Feature: Huntsmen's Society (Weird West Edition)
  The controller's dudes at nearby locations with a value of 10 or higher get -1 upkeep.

  Clyde Owens prints value 10 and upkeep 2, and pays 2 more in the Sloane Gang as an
  off-faction dude (§1.3): 4; Sloane (value 13) pays 3 in her own faction; Dr. Dawn Edwards (value 9) 1. The Society stands next to
  Player1's home, adjacent to it and to the town square. Sloane (value 13) pays 3 + 3
  in the Law Dogs.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Huntsmen's Society (Weird West Edition)"

  Scenario: A valuable dude of the controller nearby gets -1 upkeep
    Given Player1 has these dudes:
      | dude             | at                                      |
      | Clyde Owens      | Town Square                             |
      | Sloane           | Huntsmen's Society (Weird West Edition) |
      | Dr. Dawn Edwards | Town Square                             |
    Then "Clyde Owens" has 3 upkeep
    And "Sloane" has 2 upkeep
    And "Dr. Dawn Edwards" has 1 upkeep

  Scenario: Not nearby, or the opponent's, no reduction
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude        | at          |
      | Sloane      | Town Square |
    Then "Clyde Owens" has 4 upkeep
    And "Sloane" has 6 upkeep
