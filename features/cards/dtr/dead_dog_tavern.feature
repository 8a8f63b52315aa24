@card:01062
Feature: Dead Dog Tavern
  Determine control of this deed using bullets instead of influence.

  Olivia Jenks has 2 bullets and 2 influence, Ramiro Mendoza 3 bullets and
  1 influence, Allie Hensman 2 bullets and 0 influence, Irving Patterson 0 bullets
  and 2 influence. A non-owner needs strictly more than the owner to take a deed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Dead Dog Tavern, General Store"
    And it is Player2's turn

  Scenario: More bullets take the Tavern, whatever the influence
    Given Player1 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |
    When Player2 moves "Ramiro Mendoza" to "Dead Dog Tavern"
    Then Player2 controls "Dead Dog Tavern"
    And Player2 has 1 control points
    And the log contains "Player2 moves Ramiro Mendoza to Dead Dog Tavern without booting"

  Scenario: More influence without more bullets does not take the Tavern
    Given Player1 has these dudes:
      | dude          | at              |
      | Allie Hensman | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    When Player2 moves "Irving Patterson" to "Dead Dog Tavern"
    Then Player1 controls "Dead Dog Tavern"
    And Player1 has 2 control points
    And the log contains "Player2 moves Irving Patterson to Dead Dog Tavern without booting"

  Scenario: Equal bullets leave the Tavern with its owner
    Given Player1 has these dudes:
      | dude          | at              |
      | Allie Hensman | Dead Dog Tavern |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player2 moves "Olivia Jenks" to "Dead Dog Tavern"
    Then Player1 controls "Dead Dog Tavern"
    And Player1 has 2 control points
    And the log contains "Player2 moves Olivia Jenks to Dead Dog Tavern without booting"

  Scenario: A dude with bullets and no influence takes the empty Tavern
    Given Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player2 moves "Allie Hensman" to "Dead Dog Tavern"
    Then Player2 controls "Dead Dog Tavern"
    And the log contains "Player2 moves Allie Hensman to Dead Dog Tavern without booting"

  Scenario: Other deeds are still controlled by influence
    Given Player1 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And Player2 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |
    When Player2 moves "Ramiro Mendoza" to "General Store"
    Then Player1 controls "General Store"
    And the log contains "Player2 moves Ramiro Mendoza to General Store without booting"
