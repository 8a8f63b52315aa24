@card:24136 @blind
Feature: Huntsmen's Society (Weird West Edition) (blind proof)
  The controller's dudes at nearby locations with a value of 10 or higher get -1 upkeep.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Huntsmen's Society (Weird West Edition), General Store, Telegraph Office]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario Outline: Upkeep of <dude> at <at>
    Given Player1 has these dudes:
      | dude   | at   |
      | <dude> | <at> |
    Then "<dude>" has <upkeep> upkeep

    Examples:
      | dude         | at                                      | upkeep | note                   |
      | Sloane       | Town Square                             | 2      | adjacent, value 13     |
      | Sloane       | Huntsmen's Society (Weird West Edition) | 2      | at the deed itself     |
      | Sloane       | General Store                           | 2      | adjacent, on the street |
      | Steven Wiles | Town Square                             | 6      | value 8: no reduction  |
      | Sloane       | Telegraph Office                        | 3      | not nearby             |

  Scenario: An opposing dude nearby keeps his upkeep
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    Then "Clyde Owens" has 2 upkeep
