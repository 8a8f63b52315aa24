@card:01034 @blind
Feature: Max Baine (blind proof)
  Max is worth 1 control point while you control 2 or more Ranches.
  Your other dudes at Ranches get +1 influence and +3 value.

  Blake Ranch and Circle M Ranch are Ranches; General Store is not. Lane Healey is
  value 8 with 3 influence; Max Baine value 12 with 4 influence.

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"

  Scenario: Controlling 2 Ranches makes Max worth 1 control point
    Given Player1's street is "home, General Store, Circle M Ranch"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    Then "Max Baine" has 1 control points

  Scenario: Controlling 1 Ranch is not enough
    Given Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    Then "Max Baine" has 0 control points

  Scenario: A Ranch held by the opponent does not count
    Given Player1's street is "home, General Store, Circle M Ranch"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    And Player2 has these dudes:
      | dude        | at             |
      | Clyde Owens | Circle M Ranch |
    Then Player2 controls "Circle M Ranch"
    And "Max Baine" has 0 control points

  Scenario: Your other dudes at a Ranch get +1 influence and +3 value, Max himself does not
    Given Player1 has these dudes:
      | dude           | at            |
      | Max Baine      | Blake Ranch   |
      | Lane Healey    | Blake Ranch   |
      | Jon Longstride | General Store |
    Then "Lane Healey" has 4 influence
    And "Lane Healey" has 11 value
    And "Max Baine" has 4 influence
    And "Max Baine" has 12 value
    And "Jon Longstride" has 1 influence
    And "Jon Longstride" has 8 value

  Scenario: An opponent's dude at your Ranch gets nothing
    Given Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Blake Ranch |
    Then "Tommy Harden" has 1 influence
    And "Tommy Harden" has 3 value

  Scenario: A dude moving onto a Ranch gets the bonus there
    Given Player1 has these dudes:
      | dude        | at          |
      | Max Baine   | home        |
      | Lane Healey | Town Square |
    When Player1 moves "Lane Healey" to "Blake Ranch"
    Then "Lane Healey" has 4 influence
    And "Lane Healey" has 11 value

  Scenario: A Ranch you control but do not own counts toward the 2
    Lane Healey's 3 influence beats Tommy Harden's 1 at Player2's Circle M Ranch.
    Given Player1's street is "home, General Store"
    And Player2's street is "Railroad Station, home, Circle M Ranch"
    And Player1 has these dudes:
      | dude        | at             |
      | Max Baine   | home           |
      | Lane Healey | Circle M Ranch |
    And Player2 has these dudes:
      | dude         | at             |
      | Tommy Harden | Circle M Ranch |
    Then Player1 controls "Circle M Ranch"
    And "Max Baine" has 1 control points

  Scenario: Your dudes get the bonus at any Ranch, also one you do not own
    Given Player2's street is "Railroad Station, home, Circle M Ranch"
    And Player1 has these dudes:
      | dude        | at             |
      | Max Baine   | home           |
      | Lane Healey | Circle M Ranch |
    Then "Lane Healey" has 4 influence
    And "Lane Healey" has 11 value
