@card:22013
Feature: Maurice Croker
  Shootout: If there are no studs in your posse, choose an opposing dude. That dude becomes a
  draw.

  Maurice and Jake Smiley print draws; Pancho Castillo prints a stud, as does Clint Ramsey.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: With no stud in your posse the opposing dude becomes a draw for the shootout
    Given Player1 has these dudes:
      | dude           | at          |
      | Maurice Croker | Town Square |
      | Jake Smiley    | Town Square |
    And a shootout at "Town Square" led by "Maurice Croker" against "Pancho Castillo"
    And Player1's posse is "Maurice Croker, Jake Smiley"
    When Player1 uses "Maurice Croker"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is a draw
    And "Pancho Castillo" has "draw" from "Maurice Croker" until end of shootout
    And the log contains in order:
      """
      Player1 uses Maurice Croker on Pancho Castillo
      Player1 makes Pancho Castillo a draw
      """
    And Player1 is asked to "Select a dude"

  Scenario: With a stud in your posse nothing changes
    Given Player1 has these dudes:
      | dude           | at          |
      | Maurice Croker | Town Square |
      | Clint Ramsey   | Town Square |
    And a shootout at "Town Square" led by "Maurice Croker" against "Pancho Castillo"
    And Player1's posse is "Maurice Croker, Clint Ramsey"
    When Player1 uses "Maurice Croker"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is a stud
    And "Pancho Castillo" has no lasting effects
    And Player1 is asked to "Select a dude"
