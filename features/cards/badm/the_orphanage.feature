@card:13011
Feature: The Orphanage (Bad Medicine)
  Deed, Private, Government. Controller Noon, Boot: All deeds with 2 or more control
  points have -1 control point and +2 production until after the next Upkeep phase. (Same
  behaviour as the Weird West Edition printing, whose script claims this one.)

  Telegraph Office and The Pharmacy print 2 control points and 1 production; General Store
  prints 1 control point and 1 production.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Orphanage, Telegraph Office, General Store"
    And Player2's street is "home, The Pharmacy"

  @ruling:orphanage-deeds-chosen-on-use
  Scenario: Every deed with 2 control points trades one for 2 production
    When Player1 uses "The Orphanage"
    Then "Telegraph Office" has 1 control points
    And "Telegraph Office" has 3 production
    And "The Pharmacy" has 1 control points
    And "The Pharmacy" has 3 production
    And "General Store" has 1 control points
    And "General Store" has 1 production
    And Player1 has 3 control points
    And "The Orphanage" is booted
    And the log contains in order:
      """
      Player1 uses The Orphanage
      Player1 gives Telegraph Office -1 control points and +2 production
      """

  Scenario: The extra production is collected the next day, then the effect ends
    # Influence enough on both sides that nobody wins at Sundown
    Given Player1 has these dudes:
      | dude             | at   |
      | Irving Patterson | home |
    And Player2 has these dudes:
      | dude             | at   |
      | Irving Patterson | home |
      | Andreas Andregg  | home |
    When Player1 uses "The Orphanage"
    And the game advances to the Upkeep phase of day 2
    Then "Telegraph Office" has 3 production
    And the log contains "Player1 receives 8 ghost rock production"
    When the game advances to the High Noon phase of day 2
    Then "Telegraph Office" has 2 control points
    And "Telegraph Office" has 1 production
    And "The Pharmacy" has 2 control points

  Scenario: A deed with 3 control points keeps 2 of them
    Given "Telegraph Office" gets "control +1" from "Telegraph Office" until end of day
    When Player1 uses "The Orphanage"
    Then "Telegraph Office" has 2 control points
    And "Telegraph Office" has 3 production

  Scenario: The player who controls the Orphanage uses it, not its owner
    Given Player2 has these dudes:
      | dude            | at            |
      | Andreas Andregg | The Orphanage |
    And it is Player2's turn
    When Player2 uses "The Orphanage"
    Then "The Pharmacy" has 1 control points
    And the log contains "Player2 uses The Orphanage"
