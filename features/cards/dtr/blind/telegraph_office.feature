@card:01080 @blind
Feature: Telegraph Office (blind proof)
  Controller Noon, Boot: Choose a dude that was brought into play this Noon phase.
  Gain ghost rock equal to the dude's influence.

  Board "main street": Player1 owns Telegraph Office and has 10 ghost rock.
  Olivia Jenks costs 3 with influence 2; Steven Wiles costs 1 with influence 3.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon

  Scenario: A dude hired this Noon pays back its influence in ghost rock
    Given Player1's hand is "Olivia Jenks"
    When Player1 hires "Olivia Jenks"
    And Player2 passes
    And Player1 uses "Telegraph Office"
    And Player1 selects "Olivia Jenks"
    Then Player1 has 9 ghost rock
    And "Telegraph Office" is booted

  Scenario: The opponent's newly hired dude counts too
    Given Player2's hand is "Steven Wiles"
    When Player1 passes
    And Player2 hires "Steven Wiles"
    And Player1 uses "Telegraph Office"
    And Player1 selects "Steven Wiles"
    Then Player1 has 13 ghost rock
    And Player2 has 9 ghost rock

  Scenario: A dude already in play before this Noon phase cannot be chosen
    Given Player1's hand is "Olivia Jenks"
    And Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 hires "Olivia Jenks"
    And Player2 passes
    And Player1 uses "Telegraph Office"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"

  Scenario: With no dude brought into play this Noon it cannot be used
    Given Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.target"
    And Player1 has 10 ghost rock
    And "Telegraph Office" is unbooted

  Scenario: The owner cannot use it while the opponent controls it
    Given Player1's hand is "Jake Smiley"
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
    When Player1 hires "Jake Smiley"
    And Player2 passes
    And Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.controller"
    And Player1 has 8 ghost rock
