@card:10023
Feature: Cooke's Nightcap
  Deed, Private, Saloon, 3 production, no control points. This deed has 2 control points
  while controlled by a player other than its owner.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Cooke's Nightcap"

  Scenario: Its owner controls it: no control points
    Given Player1 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Cooke's Nightcap |
    Then "Cooke's Nightcap" has 0 control points

  Scenario: Taken over by the other player it has 2 control points
    Given Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Cooke's Nightcap |
      | Steven Wiles    | General Store    |
    Then "Cooke's Nightcap" has 2 control points
    And "General Store" has 1 control points
