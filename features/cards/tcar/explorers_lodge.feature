@card:19024
Feature: Explorer's Lodge
  Controller Noon, Boot: Move a dude at this deed to town square, booted. That dude's owner
  may pay 2 ghost rock to unboot them.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Explorer's Lodge"
    And Player1 has these dudes:
      | dude         | at              |
      | Steven Wiles | Explorer's Lodge |
    And Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Explorer's Lodge |
      | Clint Ramsey    | Town Square      |

  Scenario: An opposing dude goes to the town square booted; his owner pays 2 to unboot him
    Given Player2 has 2 ghost rock
    When Player1 uses "Explorer's Lodge"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And "Explorer's Lodge" is booted
    When Player2 chooses "pay 2 ghost rock"
    Then "Pancho Castillo" is unbooted
    And Player2 has 0 ghost rock
    And the log contains in order:
      """
      Player1 uses Explorer's Lodge to move Pancho Castillo to Town Square
      Player2 pays 2 ghost rock to unboot Pancho Castillo
      """

  Scenario: The owner may leave him booted
    Given Player2 has 3 ghost rock
    When Player1 uses "Explorer's Lodge"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "stay booted"
    Then "Pancho Castillo" is booted
    And Player2 has 3 ghost rock

  Scenario: An owner with less than 2 ghost rock is not asked
    Given Player1 has 1 ghost rock
    When Player1 uses "Explorer's Lodge"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is booted
    And Player1 has 1 ghost rock
    And Player2 is asked to "Select an action"

  Scenario: Whoever controls the deed uses it; a dude that is not booted by the move is not offered the unboot
    Given Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Explorer's Lodge |
      | Olivia Jenks    | Explorer's Lodge |
    And it is Player2's turn
    And Player1 has 5 ghost rock
    And "Steven Wiles" gets "cannot be booted by other players' card effects" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "cannot be chosen by opponents" from "Steven Wiles" until end of day
    When Player2 uses "Explorer's Lodge"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select an action"
