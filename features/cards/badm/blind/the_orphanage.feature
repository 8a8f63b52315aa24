@card:13011 @blind
Feature: The Orphanage (Bad Medicine) (blind proof)
  Deed, Private, Government; control 1.
  Controller Noon, Boot: All deeds with 2 or more control points have -1 control point and
  +2 production until after the next Upkeep phase.

  The Town Hall has 2 control points and production 2; General Store has fewer.

  Background:
    Given the board "main street"
    And Player1's street is "home, The Orphanage (Bad Medicine), The Town Hall, General Store"

  Scenario: Deeds with 2 or more control points lose one and gain 2 production
    When Player1 uses "The Orphanage"
    Then "The Town Hall" has 1 control points
    And "The Town Hall" has 4 production
    And "The Orphanage" has 1 control points
    And "The Orphanage" is booted

  Scenario: Another player's deed with 2 control points is affected too, through the day's Sundown
    Given Player2's street is "Railroad Station, home, The Town Hall"
    And Player1's street is "home, The Orphanage (Bad Medicine), General Store"
    When Player1 uses "The Orphanage"
    Then "The Town Hall" has 1 control points
    And "The Town Hall" has 4 production
    And "Railroad Station" has 1 control points
    When the game advances to Sundown
    Then "The Town Hall" has 4 production
    And "The Town Hall" has 1 control points
