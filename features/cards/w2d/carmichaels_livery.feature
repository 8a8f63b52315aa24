@card:23029
Feature: Carmichael's Livery
  Deed, 2 production, 1 control point, Public Ranch. This deed has +1 production and +1
  control points if there is a Horse at this deed.

  Background:
    Given the board "main street"
    And Player1's street is "home, Carmichael's Livery"

  Scenario: A Horse at the deed gives it +1 production and +1 control point
    Given Player2 has these dudes:
      | dude         | at                  | attachments |
      | Olivia Jenks | Carmichael's Livery | Roan        |
    Then "Carmichael's Livery" has 3 production
    And "Carmichael's Livery" has 2 control points

  Scenario: A dude without a Horse there gives nothing, and the bonus leaves with the Horse
    Given Player1 has these dudes:
      | dude        | at                  | attachments |
      | Clyde Owens | Carmichael's Livery |             |
      | Jake Smiley | Carmichael's Livery | Roan        |
    Then "Carmichael's Livery" has 2 control points
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Carmichael's Livery" has 2 production
    And "Carmichael's Livery" has 1 control points
