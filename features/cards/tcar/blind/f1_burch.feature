@card:19019 @blind
Feature: F1 Burch (blind proof)
  React: After F1 Burch enters play, move him to the in-town location of one of your other
  dudes. You may attach a non-Unique, non-Gadget goods from your hand or discard pile to one
  of your dudes at that location, reducing its cost by 1.

  F1 Burch costs 3; Whiskey Flask is goods costing 1, Shotgun goods costing 3.

  Scenario: Entering play, he rides to one of your dudes in town and a goods is attached there 1 cheaper
    Given the phase is High Noon
    And Player1 has 6 ghost rock
    And Player1's hand is "F1 Burch"
    And Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 hires "F1 Burch"
    And Player1 reacts with "F1 Burch"
    And Player1 chooses "Town Square"
    And Player1 chooses "Shotgun"
    And Player1 selects "Pancho Castillo"
    Then "F1 Burch" is at "Town Square"
    And "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 1 ghost rock

  Scenario: No Gadget goods, and only the in-town location of another of your dudes
    Given the phase is High Noon
    And Player1 has 6 ghost rock
    And Player1's hand is "F1 Burch, Auto-Revolver"
    And Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Blake Ranch |
    When Player1 hires "F1 Burch"
    And Player1 reacts with "F1 Burch"
    Then Player1 may not choose "Blake Ranch"
    When Player1 chooses "Town Square"
    Then "F1 Burch" is at "Town Square"
    And Player1 may not choose "Auto-Revolver"
