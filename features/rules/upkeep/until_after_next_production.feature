Feature: Effects that last until after the next Production phase
  Rules digest §8.3: "until after the next Upkeep" lasts until the end of the next Upkeep
  phase, and production is collected in the Upkeep phase (§3.2), so an effect printed
  "until after the next Production phase" and used at Noon outlives the day: it is in
  force at tonight's victory check (§10), changes tomorrow's production, and ends with
  tomorrow's Upkeep. The Orphanage (Weird West Edition) gives every deed with 2 or more
  control points -1 control points and +2 production that long.

  Telegraph Office and The Pharmacy print 2 control points and 1 production; General Store
  and The Orphanage print 1 control point and 1 production.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Orphanage (Weird West Edition), Telegraph Office, General Store"
    And Player2's street is "home, The Pharmacy"
    # Player1: 2 influence; Player2: 3 influence
    And Player1 has these dudes:
      | dude             | at   |
      | Irving Patterson | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
      | Ramiro Mendoza  | home |

  @rule:sundown.victory
  Scenario: Without the effect, 4 control points against 3 influence win at Sundown
    When the game advances to Sundown
    Then Player1 wins the game

  @rule:sundown.victory
  Scenario: The effect is in force at tonight's victory check
    When Player1 uses "The Orphanage (Weird West Edition)"
    And the game advances to the Gambling phase of day 2
    Then Player1 has 3 control points
    And the log contains "Player1 has 3 control points and 2 influence"
    And the log does not contain "Player1 wins the game"

  @rule:effect.expiry
  Scenario: The effect survives the night, changes the next production, then ends
    When Player1 uses "The Orphanage (Weird West Edition)"
    And the game advances to the Upkeep phase of day 2
    Then "Telegraph Office" has 1 control points
    And "The Pharmacy" has 3 production
    And the log contains "Player2 receives 6 ghost rock production"
    When the game advances to the High Noon phase of day 2
    Then "Telegraph Office" has 2 control points
    And "The Pharmacy" has 1 production
    And "The Pharmacy" has no lasting effects
