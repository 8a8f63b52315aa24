Feature: Effects that last while a dude stays where he is
  Rules digest §8.3: "while he stays at that deed" lasts across days and ends as soon as
  the dude moves, wherever to, or leaves play.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Circle M Ranch, The Pharmacy"
    And Player1 has these dudes:
      | dude        | at             |
      | Jake Smiley | Circle M Ranch |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    And "Jake Smiley" gets "control +1" from "Jake Smiley" until it moves

  @rule:effect.expiry
  Scenario: Moving ends the effect
    When Player1 moves "Jake Smiley" to "The Pharmacy"
    Then "Jake Smiley" has 0 control points
    And the log contains "Player1 boots Jake Smiley to move them to The Pharmacy"

  @rule:effect.expiry
  Scenario: Staying keeps it
    When Player1 passes
    Then "Jake Smiley" has 1 control points
    And "Jake Smiley" is at "Circle M Ranch"
