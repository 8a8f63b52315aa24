@card:24115 @blind
Feature: Dead Dog Tavern (Weird West Edition) (blind proof)
  (Control of Rowdy deeds is determined by bullets instead of influence.)

  Allie Hensman: 2 bullets, 0 influence. Jake Smiley: 1 bullet, 0 influence.
  Pancho Castillo: 3 bullets, 2 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Dead Dog Tavern (Weird West Edition)"

  Scenario: An opposing dude with no influence but more bullets controls the tavern
    Given Player1 has these dudes:
      | dude        | at                                   |
      | Jake Smiley | Dead Dog Tavern (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at                                   |
      | Allie Hensman | Dead Dog Tavern (Weird West Edition) |
    Then Player2 controls "Dead Dog Tavern (Weird West Edition)"

  Scenario: An opposing dude with more influence but only tied bullets does not take the tavern
    Given Player1 has these dudes:
      | dude          | at                                   |
      | Jake Smiley   | Dead Dog Tavern (Weird West Edition) |
      | Allie Hensman | Dead Dog Tavern (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at                                   |
      | Pancho Castillo | Dead Dog Tavern (Weird West Edition) |
    Then Player1 controls "Dead Dog Tavern (Weird West Edition)"
