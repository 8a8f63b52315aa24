@card:25033 @blind
Feature: Dispatch Office (blind proof)
  React, Boot: When a dude gains bounty for joining a shootout at another player's Private
  location, increase or decrease that dude's bounty by 1.

  Dispatch Office stands on Player1's street. Railroad Station is Player2's Private deed;
  a dude of Player1's fighting there gains 1 bounty (Breakin' & Enterin', §5.3).

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Dispatch Office"
    And Player1 has these dudes:
      | dude           | at               |
      | Jon Longstride | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |

  Scenario: The bounty gained for Breakin' & Enterin' is decreased by 1
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 reacts with "Dispatch Office"
    And Player1 chooses "decrease"
    Then "Jon Longstride" is not wanted
    And "Dispatch Office" is booted
    And Player1 is asked to "Select a card"

  Scenario: The bounty gained for Breakin' & Enterin' is increased by 1
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 reacts with "Dispatch Office"
    And Player1 chooses "increase"
    Then "Jon Longstride" has 2 bounty
    And Player1 is asked to "Select a card"

  Scenario: Without the react the dude has the usual 1 bounty
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    Then "Jon Longstride" has 1 bounty
    And Player1 is asked to "Select a react"
