@card:20034 @blind
Feature: Ike's Place (blind proof)
  Deed, Private • Rowdy, production 2, 1 control point.
  Controller Noon, Boot: Choose a deed on this street or a deed you control. Reduce its
  control points and production to 0 until after the next Upkeep Phase.

  Circle M Ranch produces 2 and has 1 control point; Bunkhouse produces 1 and has 1.
  Player2's dudes at home hold enough influence that nobody wins at Sundown.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Ike's Place, Circle M Ranch"
    And Player2's street is "home, Bunkhouse, General Store"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |

  Scenario: A deed on its street has no control points and no production
    When Player1 uses "Ike's Place"
    And Player1 selects "Circle M Ranch"
    Then "Circle M Ranch" has 0 control points
    And "Circle M Ranch" has 0 production
    And "Ike's Place" is booted

  Scenario: Only a deed on its street or one you control; another player's deed you do not control is out
    Given Player1 has these dudes:
      | dude            | at        |
      | Pancho Castillo | Bunkhouse |
    When Player1 uses "Ike's Place"
    Then Player1 may choose "Circle M Ranch"
    And Player1 may choose "Bunkhouse"
    And Player1 may not choose "General Store"
    And Player1 is asked to "Select a deed"

  Scenario: A deed you control on another street
    Given Player1 has these dudes:
      | dude            | at        |
      | Pancho Castillo | Bunkhouse |
    When Player1 uses "Ike's Place"
    And Player1 selects "Bunkhouse"
    Then "Bunkhouse" has 0 control points
    And "Bunkhouse" has 0 production

  Scenario: The reduction lasts through the next Upkeep and no longer
    When Player1 uses "Ike's Place"
    And Player1 selects "Circle M Ranch"
    And the game advances to the Upkeep phase of day 2
    Then "Circle M Ranch" has 0 production
    When the game advances to the High Noon phase of day 2
    Then "Circle M Ranch" has 2 production
    And "Circle M Ranch" has 1 control points
