@card:01066 @blind
Feature: Stagecoach Office (blind proof)
  Controller React, Boot: When you bring a non-token dude into play, place that dude at
  any location you control.

  Board "main street" with Stagecoach Office on Player1's street: Player1 owns and
  controls General Store, Telegraph Office and Stagecoach Office; Player2 owns Railroad
  Station. Clint Ramsey costs 5.

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Stagecoach Office"
    And Player1's hand is "Clint Ramsey"

  Scenario: The controller boots the Office to place a hired dude at a deed they control
    When Player1 hires "Clint Ramsey"
    And Player1 reacts with "Stagecoach Office"
    And Player1 selects "General Store"
    Then "Clint Ramsey" is at "General Store"
    And "Stagecoach Office" is booted
    And Player1 has 5 ghost rock

  Scenario: Only locations the player controls are offered
    Given Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    Then Player1 controls "Railroad Station"
    When Player1 hires "Clint Ramsey"
    And Player1 reacts with "Stagecoach Office"
    Then Player1 may choose "Railroad Station"
    And Player1 may choose "Stagecoach Office"
    And Player1 may not choose "Town Square"
    And Player1 may not choose "Player2's home"
    And Player1 is asked to "Select a location"
    When Player1 selects "Railroad Station"
    Then "Clint Ramsey" is at "Railroad Station"

  Scenario: An opponent's deed the opponent controls is not offered
    Given Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 hires "Clint Ramsey"
    And Player1 reacts with "Stagecoach Office"
    Then Player1 may not choose "Railroad Station"
    And Player1 may choose "General Store"
    And Player1 is asked to "Select a location"

  Scenario: Without the Office the hired dude enters play at home
    When Player1 hires "Clint Ramsey"
    And Player1 passes
    Then "Clint Ramsey" is at "Player1's home"
    And "Stagecoach Office" is unbooted

  Scenario: The opponent's hire gives the Office's controller nothing to react to
    Given Player2 is the first player
    And Player2's hand is "Andreas Andregg"
    When Player2 hires "Andreas Andregg"
    Then "Andreas Andregg" is at "Player2's home"
    And Player1 may not choose "react Stagecoach Office"
    And "Stagecoach Office" is unbooted

  Scenario: A booted Office offers no react and the dude enters at home
    Given Player1's street is "home, General Store, Stagecoach Office (booted)"
    Then "Stagecoach Office" is booted
    When Player1 hires "Clint Ramsey"
    Then "Clint Ramsey" is at "Player1's home"
    And Player1 may not choose "react Stagecoach Office"
    And Player2 is asked to "Select an action"
