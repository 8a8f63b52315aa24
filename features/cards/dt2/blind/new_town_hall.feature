@card:24108 @blind
Feature: New Town Hall (blind proof)
  Controller Noon, Boot: Add a permanent control point to this deed.
  Controller Noon, Boot: Remove all control points from this deed.

  New Town Hall prints no control point.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at   |
      | Clyde Owens  | home |
      | Olivia Jenks | home |

  Scenario: Adding a permanent control point
    Given Player1's street is "home, New Town Hall"
    When Player1 uses "New Town Hall"
    Then "New Town Hall" has 1 control points
    And "New Town Hall" is booted

  Scenario: The control point is permanent: it is still there the next day
    Given Player1's street is "home, New Town Hall"
    When Player1 uses "New Town Hall"
    And the game advances to the High Noon phase of day 2
    Then "New Town Hall" has 1 control points
    And "New Town Hall" is unbooted

  Scenario: Removing all control points, the permanent one included
    Given Player1's street is "home, New Town Hall"
    When Player1 uses "New Town Hall"
    And the game advances to the High Noon phase of day 2
    And Player1 uses "New Town Hall (2nd ability)"
    Then "New Town Hall" has 0 control points
    And "New Town Hall" is booted

  Scenario: A booted Town Hall cannot be used again
    Given Player1's street is "home, New Town Hall"
    When Player1 uses "New Town Hall"
    And Player1 tries to use "New Town Hall (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "New Town Hall" has 1 control points

  Scenario: A Public Town Hall is used by whoever controls it
    Given Player1's street is "home, New Town Hall"
    And Player2 has these dudes:
      | dude         | at            |
      | Clyde Owens  | New Town Hall |
      | Olivia Jenks | home          |
    And it is Player2's turn
    Then Player2 controls "New Town Hall"
    When Player2 uses "New Town Hall"
    Then "New Town Hall" has 1 control points
    And "New Town Hall" is booted
