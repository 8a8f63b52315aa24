@card:01066
Feature: Stagecoach Office
  Controller React, Boot: When you bring a non-token dude into play, place that dude at
  any location you control.

  Any way a dude enters play counts (shoppin', an ability); the dude is placed without
  booting, at the player's home or a deed they control (never the town square).

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's street is "home, Stagecoach Office, General Store"
    And Player1's hand is "Olivia Jenks"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: A hired dude is placed at a deed you control
    When Player1 hires "Olivia Jenks"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Stagecoach Office"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Stagecoach Office"
    And Player1 may choose "General Store"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Town Square"
    When Player1 chooses "General Store"
    Then "Olivia Jenks" is at "General Store"
    And "Olivia Jenks" is unbooted
    And "Stagecoach Office" is booted
    And the log contains in order:
      """
      Player1 hires Olivia Jenks for 3 ghost rock
      Player1 uses Stagecoach Office to place Olivia Jenks at General Store
      """

  Scenario: Placing the dude is optional
    When Player1 hires "Olivia Jenks"
    And Player1 passes
    Then "Olivia Jenks" is at "Player1's home"
    And "Stagecoach Office" is unbooted

  Scenario: A dude brought into play by an ability counts too
    Given Player1's hand is "Recruitment Drive"
    And Player1's discard pile is "Olivia Jenks"
    When Player1 plays "Recruitment Drive"
    And Player1 reacts with "Stagecoach Office"
    And Player1 chooses "Stagecoach Office"
    Then "Olivia Jenks" is at "Stagecoach Office"
    And the log contains "Player1 uses Stagecoach Office to place Olivia Jenks at Stagecoach Office"

  Scenario: Only dudes: a deed coming into play is not placed
    Given Player1's hand is "Bunkhouse"
    When Player1 builds "Bunkhouse" on the left of their street
    Then "Stagecoach Office" is unbooted
    And the log does not contain "Player1 uses Stagecoach Office"
    And Player2 is asked to "Select an action"

  Scenario: Not the opponent's dudes
    Given Player2 has 10 ghost rock
    And Player2's hand is "Steven Wiles"
    And it is Player2's turn
    When Player2 hires "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Stagecoach Office" is unbooted
    And Player1 is asked to "Select an action"

  Scenario: A booted Stagecoach Office does not react
    Given Player1's street is "home, Stagecoach Office (booted), General Store"
    When Player1 hires "Olivia Jenks"
    Then "Olivia Jenks" is at "Player1's home"
    And Player2 is asked to "Select an action"

  Scenario: The controller of the Stagecoach Office reacts, not its owner
    Given Player2 has 10 ghost rock
    And Player2's hand is "Steven Wiles"
    And Player2 has these dudes:
      | dude         | at                |
      | Clint Ramsey | Stagecoach Office |
    And it is Player2's turn
    When Player2 hires "Steven Wiles"
    And Player2 reacts with "Stagecoach Office"
    Then Player2 may choose "Stagecoach Office"
    And Player2 may not choose "General Store"
    When Player2 chooses "Stagecoach Office"
    Then "Steven Wiles" is at "Stagecoach Office"
    And the log contains "Player2 uses Stagecoach Office to place Steven Wiles at Stagecoach Office"

  Scenario: The Stagecoach Office reacts once per day
    Given Player1 has used "Stagecoach Office" today
    When Player1 hires "Olivia Jenks"
    Then "Olivia Jenks" is at "Player1's home"
    And Player2 is asked to "Select an action"
