@card:01034
Feature: Max Baine
  Max is worth 1 control point while you control 2 or more Ranches.
  Your other dudes at Ranches get +1 influence and +3 value.

  Max prints 12 value and 4 influence, Jon Longstride 8 value and 1 influence, Clyde
  Owens 10 value and 2 influence. Circle M Ranch and Blake Ranch (Out of Town) are
  Ranches; General Store is not.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock

  Scenario: Max is worth a control point once you control a second Ranch
    Given Player1's street is "home, Circle M Ranch"
    And Player1's hand is "Blake Ranch"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    When Player1 builds "Blake Ranch" out of town
    Then "Max Baine" has 1 control points
    And Player1 has 2 control points
    And the log contains "Player1 builds Blake Ranch out of town for 4 ghost rock"

  Scenario: One Ranch and a deed that is not a Ranch are not enough
    Given Player1's street is "home, Circle M Ranch"
    And Player1's hand is "General Store"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    When Player1 builds "General Store" on the left of their street
    Then "Max Baine" has 0 control points
    And Player1 has 2 control points
    And the log contains "Player1 builds General Store on the left of their street for 2 ghost rock"

  Scenario: A Ranch you own but an opponent controls does not count
    Given Player1's street is "home, Circle M Ranch"
    And Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude      | at   |
      | Max Baine | home |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And it is Player2's turn
    Then "Max Baine" has 1 control points
    When Player2 moves "Clyde Owens" to "Circle M Ranch"
    Then Player2 controls "Circle M Ranch"
    And "Max Baine" has 0 control points
    And the log contains "Player2 moves Clyde Owens to Circle M Ranch without booting"

  Scenario: A Ranch you control but do not own counts
    Given Player1's out of town deeds are "Blake Ranch"
    And Player2's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at          |
      | Max Baine      | home        |
      | Jon Longstride | Town Square |
    When Player1 moves "Jon Longstride" to "Circle M Ranch"
    Then Player1 controls "Circle M Ranch"
    And "Max Baine" has 1 control points
    And the log contains "Player1 moves Jon Longstride to Circle M Ranch without booting"

  Scenario: Your other dudes at a Ranch get +1 influence and +3 value
    Given Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at   |
      | Max Baine      | home |
      | Jon Longstride | home |
    When Player1 moves "Jon Longstride" to "Circle M Ranch"
    Then "Jon Longstride" has 11 value
    And "Jon Longstride" has 2 influence
    And Player1 has 6 influence
    And the log contains "Player1 moves Jon Longstride to Circle M Ranch without booting"

  Scenario: Any Ranch will do, even an opponent's
    Given Player2's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at          |
      | Max Baine      | home        |
      | Jon Longstride | Town Square |
    When Player1 moves "Jon Longstride" to "Circle M Ranch"
    Then "Jon Longstride" has 11 value
    And "Jon Longstride" has 2 influence
    And the log contains "Player1 moves Jon Longstride to Circle M Ranch without booting"

  Scenario: Leaving the Ranch ends the bonus
    Given Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at             |
      | Max Baine      | home           |
      | Jon Longstride | Circle M Ranch |
    Then "Jon Longstride" has 11 value
    When Player1 moves "Jon Longstride" to "Town Square"
    Then "Jon Longstride" has 8 value
    And "Jon Longstride" has 1 influence
    And the log contains "Player1 boots Jon Longstride to move them to Town Square"

  Scenario: Max himself gets nothing at a Ranch
    Given Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at             |
      | Max Baine      | home           |
      | Jon Longstride | Circle M Ranch |
    When Player1 moves "Max Baine" to "Circle M Ranch"
    Then "Max Baine" has 12 value
    And "Max Baine" has 4 influence
    And "Jon Longstride" has 11 value
    And the log contains "Player1 moves Max Baine to Circle M Ranch without booting"

  Scenario: Opposing dudes at a Ranch get nothing
    Given Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at             |
      | Max Baine      | home           |
      | Jon Longstride | Circle M Ranch |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And it is Player2's turn
    When Player2 moves "Clyde Owens" to "Circle M Ranch"
    Then "Clyde Owens" has 10 value
    And "Clyde Owens" has 2 influence
    And "Jon Longstride" has 11 value
    And the log contains "Player2 moves Clyde Owens to Circle M Ranch without booting"

  Scenario: The bonus leaves play with Max
    Given the phase is Upkeep
    And Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at             |
      | Max Baine      | home           |
      | Jon Longstride | Circle M Ranch |
    Then "Jon Longstride" has 11 value
    When Player1 discards "Max Baine"
    Then "Jon Longstride" has 8 value
    And "Jon Longstride" has 1 influence
    And the log contains "Player1 discards Max Baine rather than pay its upkeep"
