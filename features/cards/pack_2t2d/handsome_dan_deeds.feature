@card:20023
Feature: "Handsome" Dan Deeds
  Dude. Noon, Boot: If Dan is at in-town deed you own that has less than 2 control points,
  the deed gains a control point. After victory is checked during Sundown, if Dan has not
  moved, you may pay 4 ghost rock to make the control point permanent.

  Bunkhouse prints 1 control point, Telegraph Office 2. Player1 has 5 ghost rock. Player2's
  dudes at home hold 7 influence, so nobody wins at Sundown. Once the Sundown choice is
  made, the game plays on into day 2's Upkeep, where Player1 has had the same income (5
  ghost rock) whether or not he paid.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, Bunkhouse, Telegraph Office"
    And Player2's street is "home, General Store"
    And Player2 has these dudes:
      | dude          | at   |
      | Steven Wiles  | home |
      | Olivia Jenks  | home |
      | Steele Archer | home |

  Scenario: At a deed he owns with fewer than 2 control points, the deed gains one for the day
    Given Player1 has these dudes:
      | dude                | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Bunkhouse" has 2 control points
    And Player1 has 4 control points
    And ""Handsome" Dan Deeds" is booted
    And the log contains in order:
      """
      Player1 uses "Handsome" Dan Deeds
      Player1 gives Bunkhouse a control point
      """

  Scenario: Not at a deed with 2 control points already
    Given Player1 has these dudes:
      | dude                 | at               |
      | "Handsome" Dan Deeds | Telegraph Office |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Telegraph Office" has 2 control points
    And ""Handsome" Dan Deeds" is booted
    And the log does not contain "Player1 gives Telegraph Office a control point"

  Scenario: Nor at a deed with 3 control points
    Given Player1 has these dudes:
      | dude                 | at               |
      | "Handsome" Dan Deeds | Telegraph Office |
    And "Telegraph Office" gets "control +1" from "Telegraph Office" until permanent
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Telegraph Office" has 3 control points

  Scenario: Nor at an out-of-town deed
    Given Player1's out of town deeds is "Blake Ranch"
    And Player1 has these dudes:
      | dude                 | at          |
      | "Handsome" Dan Deeds | Blake Ranch |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Blake Ranch" has 0 control points
    And Player1 has 3 control points

  Scenario: Nor at his home
    Given Player1 has these dudes:
      | dude                 | at   |
      | "Handsome" Dan Deeds | home |
    When Player1 uses ""Handsome" Dan Deeds"
    Then Player1 has 3 control points
    And ""Handsome" Dan Deeds" is booted

  Scenario: Not at another player's deed
    Given Player1 has these dudes:
      | dude                 | at            |
      | "Handsome" Dan Deeds | General Store |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "General Store" has 1 control points
    And the log does not contain "Player1 gives General Store a control point"

  Scenario: After the victory check he pays 4 ghost rock to keep the point for good
    Given Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    When Player1 uses ""Handsome" Dan Deeds"
    And the game advances to Sundown
    Then Player1 is asked to "Select an option"
    And Player1 has 4 ghost rock
    When Player1 chooses "pay 4 ghost rock"
    Then the log contains "Player1 pays 4 ghost rock to make Bunkhouse's control point permanent"
    And Player1 has 5 ghost rock
    And "Bunkhouse" has 2 control points

  Scenario: Without paying the point is gone with the day
    Given Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    When Player1 uses ""Handsome" Dan Deeds"
    And the game advances to Sundown
    And Player1 chooses "pass"
    Then Player1 has 9 ghost rock
    Then the log does not contain "Player1 pays 4 ghost rock to make Bunkhouse's control point permanent"
    And "Bunkhouse" has 1 control points

  Scenario: Once Dan has moved there is nothing to pay for
    Given Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    And Player1's street is "home, Bunkhouse, The Pharmacy"
    When Player1 uses ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 uses "The Pharmacy"
    And Player1 selects ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 moves ""Handsome" Dan Deeds" to "Player1's home"
    And the game advances to Sundown
    Then Player1 has 5 ghost rock
    And the log does not contain "Player1 pays 4 ghost rock to make Bunkhouse's control point permanent"

  Scenario: With less than 4 ghost rock there is nothing to pay with
    Given Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    When Player1 uses ""Handsome" Dan Deeds"
    And the game advances to Sundown
    Then "Bunkhouse" has 1 control points
    And the log does not contain "Player1 pays 4 ghost rock to make Bunkhouse's control point permanent"
