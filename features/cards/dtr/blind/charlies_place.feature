@card:01063 @blind
Feature: Charlie's Place (blind proof)
  Controller Noon, Boot: Raise or lower the bullets of a dude at this location by 2.

  Pancho Castillo: 3 bullets. Clint Ramsey: 2 bullets. Avie Cline: 0 bullets. A Noon
  ability lasts until the end of the day (§8.3).

  Background:
    Given the board "main street"
    And Player1's street is "home, Charlie's Place"

  Scenario: The controller boots Charlie's Place to raise a dude's bullets there by 2
    Given Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Charlie's Place |
    When Player1 uses "Charlie's Place"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then "Pancho Castillo" has 5 bullets
    And "Charlie's Place" is booted
    And "Pancho Castillo" has "bullets +2" from "Charlie's Place" until end of day

  Scenario: Lowering an opposing dude's bullets there by 2
    Given Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Charlie's Place |
    When Player1 uses "Charlie's Place"
    And Player1 selects "Clint Ramsey"
    And Player1 chooses "lower"
    Then "Clint Ramsey" has 0 bullets
    And "Pancho Castillo" has 3 bullets

  Scenario: Lowered bullets never go below 0
    Given Player1 has these dudes:
      | dude       | at              |
      | Avie Cline | Charlie's Place |
    When Player1 uses "Charlie's Place"
    And Player1 selects "Avie Cline"
    And Player1 chooses "lower"
    Then "Avie Cline" has 0 bullets

  Scenario: A dude elsewhere cannot be chosen
    Given Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Charlie's Place |
      | Clint Ramsey    | Town Square     |
    When Player1 uses "Charlie's Place"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 may choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: The raised bullets stay with the dude after he leaves Charlie's Place
    Given Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Charlie's Place |
    When Player1 uses "Charlie's Place"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    And Player2 passes
    And Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" has 5 bullets
