@card:01105 @blind
Feature: Establishin' Who's in Charge (blind proof)
  Noon Job: Mark an in-town deed. If successful, the deed permanently gains 1 control
  point.

  Board "main street": General Store (1 control point) and Telegraph Office (2) are
  Player1's in-town deeds; Blake Ranch is Player1's out-of-town deed; Railroad Station
  (1) is Player2's. The action costs 1 ghost rock.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's hand is "Establishin' Who's in Charge"

  Scenario: An unopposed job gives the deed a permanent control point
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "General Store"
    Then the job succeeds
    And "General Store" has 2 control points
    And Player1 has 4 control points
    And Player1 has 9 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted

  Scenario: The control point stays on the deed the next day
    Player2's dudes at home outweigh Player1's control points, so nobody wins at Sundown.
    Given Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
      | Olivia Jenks | home |
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "General Store"
    And the game advances to the High Noon phase of day 2
    Then it is day 2
    And "General Store" has 2 control points

  Scenario: An out-of-town deed cannot be marked
    When Player1 plays "Establishin' Who's in Charge"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "General Store"
    And Player1 may choose "Railroad Station"
    And Player1 may not choose "Blake Ranch"

  Scenario: An opponent's deed can be marked, and gains the point for its controller
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Railroad Station"
    Then the job succeeds
    And "Railroad Station" has 2 control points
    And Player2 has 2 control points

  Scenario: A failed job gives no control point
    Player2 opposes with Clyde Owens at the station and wins the round by 1 rank.
    Given Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 5C 5S QS"
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Railroad Station"
    And Player2 adds "Clyde Owens" to the posse
    And Player1 discards "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Railroad Station" has 1 control points
