@card:04013 @blind
Feature: Hunter Protections (Election Day Slaughter) (blind proof)
  Deed, Private.
  Controller Noon, Boot: Boot your dude without a control point at this location. Raise
  their bounty by 2. They permanently get 1 control point.

  Background:
    Given the board "main street"
    And Player1's street is "home, Hunter Protections (Election Day Slaughter)"

  Scenario: A dude there without a control point is booted, wanted by 2 and gets 1 control point for good
    Given Player1 has these dudes:
      | dude        | at                 |
      | Jake Smiley | Hunter Protections |
      | Tommy Harden | Town Square       |
    When Player1 uses "Hunter Protections"
    Then Player1 may not choose "Tommy Harden"
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Jake Smiley" has 2 bounty
    And "Jake Smiley" has 1 control points
    And "Hunter Protections" is booted

  Scenario: A dude that already has a control point cannot be chosen
    Given Player1 has these dudes:
      | dude        | at                 | control points |
      | Jake Smiley | Hunter Protections | 1              |
    When Player1 tries to use "Hunter Protections"
    Then "Jake Smiley" is unbooted
    And "Jake Smiley" has 0 bounty
