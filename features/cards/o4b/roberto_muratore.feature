@card:21028
Feature: Roberto Muratore
  Noon: Boot Roberto's Experimental Gadget at your in-town deed with 1 control point and
  pull twice. If one pull was red, give this deed a control point. If both pulls are red,
  that control point is permanent.

  Vitality Tonic is an Experimental Gadget; General Store and Railroad Station have 1
  control point, The R&D Ranch (Out of Town) 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's out of town deeds is "The R&D Ranch"
    And Player2's street is "home, Railroad Station"

  Scenario: One red pull: a control point for the day
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "3S 2H"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "General Store" has 2 control points
    And "General Store" has "control +1" from "Roberto Muratore" until end of day
    And the log contains in order:
      """
      Player1 uses Roberto Muratore
      Player1 gives General Store a control point until the end of the day
      """

  Scenario: Two red pulls: a permanent control point
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "2D 3H"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "General Store" has 2 control points
    And "General Store" has no lasting effects
    And the log contains "Player1 gives General Store a permanent control point"

  Scenario: No red pull: nothing but the booted Gadget
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And Player1's deck starts with "2S 3C"
    When Player1 uses "Roberto Muratore"
    And Player1 selects "Vitality Tonic"
    Then "Vitality Tonic" is booted
    And "Roberto Muratore" is unbooted
    And the last log line is "Player1 pulls no red card"

  @ruling:roberto-muratore-deed-with-exactly-1-control-point
  Scenario: A deed whose control point is gone does not qualify
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | General Store | Vitality Tonic |
    And "General Store" gets "control -1" from "Roberto Muratore" until end of day
    When Player1 tries to use "Roberto Muratore"
    Then the play is refused by rule "ability.condition"
    And "Vitality Tonic" is unbooted

  Scenario: Not at another player's deed
    Given Player1 has these dudes:
      | dude             | at               | attachments    |
      | Roberto Muratore | Railroad Station | Vitality Tonic |
    When Player1 tries to use "Roberto Muratore"
    Then the play is refused by rule "ability.condition"

  Scenario: Not out of town
    Given Player1 has these dudes:
      | dude             | at            | attachments    |
      | Roberto Muratore | The R&D Ranch | Vitality Tonic |
    When Player1 tries to use "Roberto Muratore"
    Then the play is refused by rule "ability.condition"
