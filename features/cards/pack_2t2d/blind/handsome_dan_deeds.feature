@card:20023 @blind
Feature: "Handsome" Dan Deeds (blind proof)
  Dude. Noon, Boot: If Dan is at in-town deed you own that has less than 2 control points,
  the deed gains a control point. After victory is checked during Sundown, if Dan has not
  moved, you may pay 4 ghost rock to make the control point permanent.

  General Store has 1 control point; 1st Baptist Church has 2.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, 1st Baptist Church"
    And Player2's street is "home, Bunkhouse"
    And Player1 has 4 ghost rock
    And Player2 has these dudes:
      | dude        | at   |
      | Sloane      | home |
      | Ivor Hawley | home |

  Scenario: At a deed of yours with 1 control point, the deed gains one for the day
    Given Player1 has these dudes:
      | dude                 | at            |
      | "Handsome" Dan Deeds | General Store |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "General Store" has 2 control points
    And ""Handsome" Dan Deeds" is booted

  Scenario: At a deed with 2 control points nothing happens
    Given Player1 has these dudes:
      | dude                 | at                 |
      | "Handsome" Dan Deeds | 1st Baptist Church |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "1st Baptist Church" has 2 control points
    And ""Handsome" Dan Deeds" is booted

  Scenario: At another player's deed nothing happens
    Given Player1 has these dudes:
      | dude                 | at       |
      | "Handsome" Dan Deeds | Bunkhouse |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Bunkhouse" has 1 control points

  Scenario: Paying 4 ghost rock after the victory check makes the point permanent
    Given Player1 has these dudes:
      | dude                 | at            |
      | "Handsome" Dan Deeds | General Store |
      | Max Baine            | home          |
    When Player1 uses ""Handsome" Dan Deeds"
    And the game advances to Sundown
    Then Player1 is asked to "Select an option"
    And Player1 may choose "pay 4 ghost rock"
    When Player1 chooses "pay 4 ghost rock"
    Then it is day 2
    And "General Store" has 2 control points
    And Player1 has 4 ghost rock
    And the log contains "Player2 receives 4 ghost rock production"

  Scenario: Without paying, the point is gone the next day
    Given Player1 has these dudes:
      | dude                 | at            |
      | "Handsome" Dan Deeds | General Store |
      | Max Baine            | home          |
    When Player1 uses ""Handsome" Dan Deeds"
    And the game advances to Sundown
    And Player1 chooses "pass"
    Then it is day 2
    And "General Store" has 1 control points
    And Player1 has 8 ghost rock

  Scenario: If Dan has moved, there is nothing to pay for
    Given Player1 has these dudes:
      | dude                 | at            | attachments |
      | "Handsome" Dan Deeds | General Store | Mustang     |
      | Max Baine            | home          |             |
    When Player1 uses ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then ""Handsome" Dan Deeds" is at "Town Square"
    When the game advances to the Upkeep phase of day 2
    Then "General Store" has 1 control points
    And the log does not contain "Player1 pays 4 ghost rock"

  Scenario: Out of town there is no control point to gain
    Given Player1's out of town deeds is "Blake Ranch"
    And Player1 has these dudes:
      | dude                 | at          |
      | "Handsome" Dan Deeds | Blake Ranch |
    When Player1 uses ""Handsome" Dan Deeds"
    Then "Blake Ranch" has 0 control points
    And ""Handsome" Dan Deeds" is booted
