@card:25016 @blind
Feature: Charley Bull (blind proof)
  Shootout: Reduce an opposing dude's bullets by Charley's Influence.

  Charley Bull has 2 influence. Pancho Castillo prints 3 bullets, Clint Ramsey 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Charley Bull | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Olivia Jenks    | Player2's home |
    And a shootout at "Town Square" led by "Charley Bull" against "Pancho Castillo"
    And Player1's posse is "Charley Bull, Clint Ramsey"

  Scenario: An opposing dude loses bullets equal to Charley's influence
    When Player1 uses "Charley Bull"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Charley's influence is read as it stands
    Given "Charley Bull" gets "influence +1" from "Charley Bull" until end of day
    When Player1 uses "Charley Bull"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 0 bullets
    And Player1 is asked to "Select a dude"

  Scenario: The reduction lasts the shootout, not the day
    When Player1 uses "Charley Bull"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has "bullets -2" from "Charley Bull" until end of shootout
    And Player1 is asked to "Select a dude"
