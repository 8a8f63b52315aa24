@card:01062 @blind
Feature: Dead Dog Tavern (blind proof)
  Determine control of this deed using bullets instead of influence.

  Avie Cline: 0 bullets, 2 influence. Clint Ramsey: 2 bullets, 1 influence. Steven
  Wiles: 3 bullets, 3 influence. Player1 owns the Tavern (1 control point).

  Background:
    Given the board "main street"
    And Player1's street is "home, Dead Dog Tavern"

  Scenario: More bullets take the Tavern from more influence
    Given Player1 has these dudes:
      | dude       | at              |
      | Avie Cline | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Dead Dog Tavern |
    Then Player2 controls "Dead Dog Tavern"
    And Player2 has 2 control points

  Scenario: A dude with influence but no bullets does not take the Tavern
    Given Player2 has these dudes:
      | dude       | at              |
      | Avie Cline | Dead Dog Tavern |
    Then Player1 controls "Dead Dog Tavern"
    And Player2 has 1 control points

  Scenario: Equal bullets leave the Tavern with its owner
    Given Player1 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude           | at              |
      | Barton Everest | Dead Dog Tavern |
    Then Player1 controls "Dead Dog Tavern"

  Scenario: The owner's bullets keep the Tavern against an opponent with more influence
    Given Player1 has these dudes:
      | dude           | at              |
      | Barton Everest | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude       | at              |
      | Avie Cline | Dead Dog Tavern |
    Then Player1 controls "Dead Dog Tavern"
