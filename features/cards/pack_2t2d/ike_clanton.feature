@card:20026
Feature: Ike Clanton (Too Tough to Die)
  Noon, Boot: Give a deed the Rowdy keyword. This effect lasts until after the next Upkeep
  phase. (Control of a Rowdy deed is checked with bullets instead of influence.)

  Claimed by the Weird West Edition script (24079): its "until after the next Production
  phase" is the same moment, production being received in the Upkeep phase (§3.2).
  Olivia Jenks prints 2 bullets and 2 influence; Ramiro Mendoza 3 bullets and 1 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude                           | at            |
      | Ike Clanton (Too Tough to Die) | home          |
      | Olivia Jenks                   | General Store |
    And Player2 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |

  Scenario: A Rowdy deed goes to the dude with more bullets
    When Player1 uses "Ike Clanton"
    And Player1 selects "General Store"
    And Player2 moves "Ramiro Mendoza" to "General Store"
    Then Player2 controls "General Store"
    And "Ike Clanton" is booted
    And the log contains "Player1 uses Ike Clanton to give General Store Rowdy"

  Scenario: Rowdy lasts through the next Upkeep phase, and no longer
    When Player1 uses "Ike Clanton"
    And Player1 selects "General Store"
    And Player2 moves "Ramiro Mendoza" to "General Store"
    And the game advances to the Upkeep phase of day 2
    Then Player2 controls "General Store"
    When the game advances to the High Noon phase of day 2
    Then "General Store" has no lasting effects
    And Player1 controls "General Store"
