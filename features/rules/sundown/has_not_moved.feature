Feature: "If he has not moved" since an ability was used
  Rules digest §8.3: a later clause of an ability that asks whether a dude "has not moved"
  ("After victory is checked during Sundown, if Dan has not moved, you may pay 4 ghost rock
  to make the control point permanent", "Handsome" Dan Deeds) looks at every move since the
  ability was used, wherever he went, whether or not another dude moved. Bunkhouse prints 1
  control point and is next to Player1's home; The Pharmacy unboots a dude. Player2's
  dudes at home hold 7 influence, so nobody wins at Sundown.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, Bunkhouse, The Pharmacy"
    And Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
    And Player2 has these dudes:
      | dude          | at   |
      | Steven Wiles  | home |
      | Olivia Jenks  | home |
      | Steele Archer | home |

  @rule:effect.expiry
  Scenario: A dude who moved to the town square has moved
    When Player1 uses ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 uses "The Pharmacy"
    And Player1 selects ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 moves ""Handsome" Dan Deeds" to "Town Square"
    And the game advances to Sundown
    Then "Bunkhouse" has 1 control points
    And the log does not contain "Player1 pays 4 ghost rock to make Bunkhouse's control point permanent"

  @rule:effect.expiry
  Scenario: A dude who stood still has not moved, though other dudes did
    Given Player1 has these dudes:
      | dude                 | at        |
      | "Handsome" Dan Deeds | Bunkhouse |
      | Pancho Castillo      | home      |
    When Player1 uses ""Handsome" Dan Deeds"
    And Player2 passes
    And Player1 moves "Pancho Castillo" to "Bunkhouse"
    And the game advances to Sundown
    Then Player1 is asked to "Select an option"
    And Player1 may choose "pay 4 ghost rock"
    When Player1 chooses "pay 4 ghost rock"
    Then "Bunkhouse" has 2 control points
