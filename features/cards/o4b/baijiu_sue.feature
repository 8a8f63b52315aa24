@card:21009
Feature: Baijiu Sue
  While Sue is at a Saloon deed, the deed has +1 control points.

  Dead Dog Tavern (control 1) is a Saloon; General Store (control 1) is not.

  Scenario: The Saloon Sue stands at, even another player's, has +1 control points until she leaves
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player2's street is "home, Dead Dog Tavern"
    And Player1 has these dudes:
      | dude       | at              |
      | Baijiu Sue | Dead Dog Tavern |
    Then "Dead Dog Tavern" has 2 control points
    And "General Store" has 1 control points
    When Player1 moves "Baijiu Sue" to "General Store"
    Then "Dead Dog Tavern" has 1 control points
    And "General Store" has 1 control points
