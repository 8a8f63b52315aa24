@card:24247 @blind
Feature: Too Much Attention (blind proof)
  Noon: Boot a wanted dude.
  Noon: Boot a card worth one or more control points.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Too Much Attention (Weird West Edition)"

  Scenario: Boot a wanted dude
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |
    When Player1 plays "Too Much Attention (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Clint Ramsey" is unbooted
    And "Too Much Attention (Weird West Edition)" is in Player1's discard pile

  Scenario: Boot a deed worth a control point; a deed worth none cannot be selected
    Given Player2's street is "home, General Store, New Town Hall"
    Then "New Town Hall" has 0 control points
    And "General Store" has 1 control points
    When Player1 plays "Too Much Attention (Weird West Edition) (2nd ability)"
    Then Player1 may choose "General Store"
    And Player1 may not choose "New Town Hall"
    When Player1 selects "General Store"
    Then "General Store" is booted
    And "Too Much Attention (Weird West Edition)" is in Player1's discard pile

  Scenario: A dude worth a control point can be booted by the second ability
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And "Clint Ramsey" gets "control +1" from "Clint Ramsey" until permanent
    When Player1 plays "Too Much Attention (Weird West Edition) (2nd ability)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
