@card:23036
Feature: Winner's Circle Auction House
  Deed, 2 production, 1 control point, Public. This deed has +1 control points for each
  player with a dude at this deed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Winner's Circle Auction House"

  Scenario: Nobody there: its printed control point
    Then "Winner's Circle Auction House" has 1 control points

  Scenario: +1 control point for each player with a dude there, not for each dude
    Given Player1 has these dudes:
      | dude        | at                            |
      | Jake Smiley | Winner's Circle Auction House |
      | Clyde Owens | Winner's Circle Auction House |
    And Player2 has these dudes:
      | dude         | at                            |
      | Olivia Jenks | Winner's Circle Auction House |
    Then "Winner's Circle Auction House" has 3 control points
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Winner's Circle Auction House" has 3 control points
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then "Winner's Circle Auction House" has 2 control points
