@card:10023 @blind
Feature: Cooke's Nightcap (blind proof)
  Deed, Private, Saloon; production 3, no printed control point.
  This deed has 2 control points while controlled by a player other than its owner.

  Background:
    Given the board "main street"
    And Player1's street is "home, Cooke's Nightcap"

  Scenario: Controlled by its owner it has no control point
    Given Player1 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Cooke's Nightcap |
    Then Player1 controls "Cooke's Nightcap"
    And "Cooke's Nightcap" has 0 control points

  Scenario: Controlled by another player it has 2 control points
    Given Player2 has these dudes:
      | dude   | at               |
      | Sloane | Cooke's Nightcap |
    Then Player2 controls "Cooke's Nightcap"
    And "Cooke's Nightcap" has 2 control points
