@card:21028 @blind
Feature: Roberto Muratore
  Noon: Boot Roberto's Experimental Gadget at your in-town deed with 1 control point and pull
  twice. If one pull was red, give this deed a control point. If both pulls are red, that
  control point is permanent.

  Vitality Tonic is an Experimental Gadget. Player1 owns General Store (1 control point) and
  Telegraph Office (2). Hearts and diamonds are red.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Telegraph Office"
    And Player2 has these dudes:
      | dude          | at   |
      | Max Baine     | home |
      | Steele Archer | home |
    And Player2 has 10 ghost rock

  Scenario: One red pull gives the deed a control point for the day
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "2H 3S"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "Vitality Tonic" is booted
    And "General Store" has 2 control points
    When the game advances to the High Noon phase of day 2
    Then "General Store" has 1 control points

  Scenario: Two red pulls make the control point permanent
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "2H 3D"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "General Store" has 2 control points
    When the game advances to the High Noon phase of day 2
    Then "General Store" has 2 control points

  Scenario: No red pull, no control point
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "2S 3C"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "Vitality Tonic" is booted
    And "General Store" has 1 control points

  @ruling:roberto-muratore-deed-with-exactly-1-control-point
  Scenario: At a deed with 2 control points he cannot use it
    Given Player1 has these dudes:
      | dude             | at               | attachments    |
      | Roberto Muratore | Telegraph Office | Vitality Tonic |
    When Player1 tries to use "Roberto Muratore"
    Then "Vitality Tonic" is unbooted
    And "Telegraph Office" has 2 control points
