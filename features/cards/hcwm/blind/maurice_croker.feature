@card:22013 @blind
Feature: Maurice Croker (blind proof)
  Shootout: If there are no studs in your posse, choose an opposing dude. That dude becomes a
  draw.

  Maurice Croker and Steele Archer are draws; Pancho Castillo and Clyde Owens are studs.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: With no stud in your posse, the chosen opposing dude becomes a draw for the shootout
    Given Player1 has these dudes:
      | dude           | at          |
      | Maurice Croker | Town Square |
      | Steele Archer  | Town Square |
    And a shootout at "Town Square" led by "Maurice Croker" against "Clyde Owens"
    And Player1's posse is "Maurice Croker, Steele Archer"
    When Player1 uses "Maurice Croker"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is a draw
    And "Clyde Owens" has "draw" from "Maurice Croker" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: With a stud in your posse nothing changes
    Given Player1 has these dudes:
      | dude            | at          |
      | Maurice Croker  | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Maurice Croker" against "Clyde Owens"
    And Player1's posse is "Maurice Croker, Pancho Castillo"
    When Player1 uses "Maurice Croker"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is a stud
    And "Clyde Owens" has no lasting effects
    And Player1 is asked to "Select a dude"
