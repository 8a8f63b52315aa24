@card:21009 @blind
Feature: Baijiu Sue (blind proof)
  While Sue is at a Saloon deed, the deed has +1 control points.

  Pearly's Palace is a Saloon with 1 control point; Stagecoach Office is no Saloon (1
  control point).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Pearly's Palace, Stagecoach Office"

  Scenario: At a Saloon deed, the deed has +1 control points
    Given Player1 has these dudes:
      | dude       | at              |
      | Baijiu Sue | Pearly's Palace |
    Then "Pearly's Palace" has 2 control points
    And Player1 has 3 control points

  Scenario: At a deed that is no Saloon, nothing changes
    Given Player1 has these dudes:
      | dude       | at                |
      | Baijiu Sue | Stagecoach Office |
    Then "Stagecoach Office" has 1 control points
    And "Pearly's Palace" has 1 control points

  Scenario: The bonus leaves with her
    Given Player1 has these dudes:
      | dude       | at              |
      | Baijiu Sue | Pearly's Palace |
    When Player1 moves "Baijiu Sue" to "Town Square"
    Then "Pearly's Palace" has 1 control points
