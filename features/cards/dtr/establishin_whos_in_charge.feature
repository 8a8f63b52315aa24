@card:01105
Feature: Establishin' Who's in Charge
  Action, cost 1. Noon Job: Mark an in-town deed. If successful, the deed permanently
  gains 1 control point.

  Circle M Ranch prints 1 control point; Jackson's Strike is Out of Town.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Establishin' Who's in Charge"
    And Player1 has 1 ghost rock
    And Player2's street is "home, Circle M Ranch"
    And Player2's out of town deeds is "Jackson's Strike"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A successful job gives the marked deed a permanent control point
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    Then the job succeeds
    And "Circle M Ranch" has 2 control points
    And Player1 has 0 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 starts the job Establishin' Who's in Charge led by Pancho Castillo, marking Circle M Ranch
      Player1's job Establishin' Who's in Charge succeeds
      Player1 gives Circle M Ranch a permanent control point
      """

  Scenario: Only an in-town deed can be marked, never a dude
    Given Player1's street is "home, Bunkhouse"
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Circle M Ranch |
    When Player1 plays "Establishin' Who's in Charge"
    Then Player1 may choose "Circle M Ranch"
    And Player1 may choose "Bunkhouse"
    And Player1 may not choose "Jackson's Strike"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a deed"

  Scenario: A failed job gives no control point
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Circle M Ranch |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Circle M Ranch" has 1 control points
    And the log does not contain "Player1 gives Circle M Ranch a permanent control point"

  Scenario: The control point is permanent
    Given Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    And the game advances to the Upkeep phase of day 2
    Then "Circle M Ranch" has 2 control points

  Scenario: The job has no Boot cost, so its leader rides to the mark unbooted
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Circle M Ranch |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    And Player2 adds "Olivia Jenks" to the posse
    Then "Pancho Castillo" is at "Circle M Ranch"
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select a casualty"
