@card:24079
Feature: Ike Clanton (Weird West Edition)
  Noon, Boot: Give a deed Rowdy until after the next Production phase. (Control of a
  Rowdy deed is checked with bullets instead of influence.)

  Olivia Jenks prints 2 bullets and 2 influence; Ramiro Mendoza 3 bullets and 1 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude                             | at            |
      | Ike Clanton (Weird West Edition) | home          |
      | Olivia Jenks                     | General Store |
    And Player2 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |

  Scenario: A Rowdy deed goes to the dude with more bullets
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "General Store"
    And Player2 moves "Ramiro Mendoza" to "General Store"
    Then Player2 controls "General Store"
    And "Ike Clanton (Weird West Edition)" is booted
    And the log contains "Player1 uses Ike Clanton (Weird West Edition) to give General Store Rowdy"

  Scenario: Without Ike the deed is still controlled by influence
    When Player1 passes
    And Player2 moves "Ramiro Mendoza" to "General Store"
    Then Player1 controls "General Store"

  Scenario: Rowdy outlasts the day and ends after the next Production phase
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "General Store"
    And Player2 moves "Ramiro Mendoza" to "General Store"
    And the game advances to the Upkeep phase of day 2
    Then Player2 controls "General Store"
    And "General Store" has "keyword:rowdy, control by bullets" from "Ike Clanton (Weird West Edition)" until end of phase
    When the game advances to the High Noon phase of day 2
    Then "General Store" has no lasting effects
    And Player1 controls "General Store"

  Scenario: Ike gives Rowdy to a deed, not to a dude
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 tries to select "Olivia Jenks"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a deed"
