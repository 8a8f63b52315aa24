@card:24169
Feature: Wendy's Teethkickers (Weird West Edition)
  React, Boot: After another player's dude goes home booted from this location, this dude
  gets +1 influence until end of the turn. Unboot this dude.

  Jon Longstride prints 1 influence; the Teethkickers add 1. The turn is the day (rules
  digest §3.4).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | booted | attachments                               |
      | Jon Longstride | Town Square | yes    | Wendy's Teethkickers (Weird West Edition) |
      | Clyde Owens    | Town Square | no     |                                           |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: An opponent's dude refuses a call out here: Jon unboots with +1 influence
    Then "Jon Longstride" has 2 influence
    When Player1 calls out "Olivia Jenks" with "Clyde Owens"
    And Player2 refuses
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Wendy's Teethkickers (Weird West Edition)"
    Then "Jon Longstride" is unbooted
    And "Jon Longstride" has 3 influence
    And "Jon Longstride" has "influence +1" from "Wendy's Teethkickers (Weird West Edition)" until end of day
    And "Wendy's Teethkickers (Weird West Edition)" is booted
    And the log contains "Player1 uses Wendy's Teethkickers (Weird West Edition): Jon Longstride gets +1 influence and unboots"

  Scenario: A dude sent home from elsewhere does not count
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And Player1 has these dudes:
      | dude           | at            | booted | attachments                               |
      | Jon Longstride | Town Square   | yes    | Wendy's Teethkickers (Weird West Edition) |
      | Clyde Owens    | General Store | no     |                                           |
    When Player1 calls out "Olivia Jenks" with "Clyde Owens"
    And Player2 refuses
    Then Player1 may not choose "Wendy's Teethkickers (Weird West Edition)"
    And "Jon Longstride" is booted

  Scenario: Your own dude going home does not count
    Given it is Player2's turn
    When Player2 calls out "Clyde Owens" with "Olivia Jenks"
    And Player1 refuses
    Then "Clyde Owens" is at "Player1's home"
    And Player1 may not choose "Wendy's Teethkickers (Weird West Edition)"
    And "Jon Longstride" is booted
