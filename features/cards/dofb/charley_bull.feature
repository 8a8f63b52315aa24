@card:25016
Feature: Charley Bull
  Shootout: Reduce an opposing dude's bullets by Charley's Influence.

  Charley has 2 influence. Steven Wiles has 3 bullets; Jake Smiley stands by, out of the
  posses.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Charley Bull | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jake Smiley  | Town Square |
    And a shootout at "Town Square" led by "Charley Bull" against "Steven Wiles"

  Scenario: An opposing dude loses bullets equal to Charley's influence for the shootout
    When Player1 uses "Charley Bull"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" has "bullets -2" from "Charley Bull" until end of shootout
    And the log contains in order:
      """
      Player1 uses Charley Bull
      Player1 reduces Steven Wiles's bullets by 2
      """
    And Player1 is asked to "Select a casualty"
