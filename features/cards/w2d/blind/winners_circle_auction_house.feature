@card:23036 @blind
Feature: Winner's Circle Auction House (blind proof)
  This deed has +1 control points for each player with a dude at this deed.

  Printed control 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Winner's Circle Auction House"

  Scenario: Nobody there: its printed 1 control point
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    Then "Winner's Circle Auction House" has 1 control points

  Scenario: Two dudes of one player count once
    Given Player1 has these dudes:
      | dude         | at                            |
      | Olivia Jenks | Winner's Circle Auction House |
      | Jake Smiley  | Winner's Circle Auction House |
    Then "Winner's Circle Auction House" has 2 control points

  Scenario: A dude of each player: +2
    Given Player1 has these dudes:
      | dude         | at                            |
      | Olivia Jenks | Winner's Circle Auction House |
    And Player2 has these dudes:
      | dude         | at                            |
      | Steven Wiles | Winner's Circle Auction House |
    Then "Winner's Circle Auction House" has 3 control points
