@card:24115
Feature: Dead Dog Tavern (Weird West Edition)
  (Control of Rowdy deeds is determined by bullets instead of influence.)

  The Weird West Edition rewords the Base Set card: the Rowdy keyword's reminder text
  says what the Base Set text said (control by bullets), and it costs 3 instead of 4; it
  shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Dead Dog Tavern (Weird West Edition), General Store"
    And it is Player2's turn

  Scenario: More bullets take the Tavern, whatever the influence
    Given Player1 has these dudes:
      | dude         | at                                   |
      | Olivia Jenks | Dead Dog Tavern (Weird West Edition) |
    And Player2 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |
    When Player2 moves "Ramiro Mendoza" to "Dead Dog Tavern (Weird West Edition)"
    Then Player2 controls "Dead Dog Tavern (Weird West Edition)"
    And Player2 has 1 control points
    And the log contains "Player2 moves Ramiro Mendoza to Dead Dog Tavern (Weird West Edition) without booting"

  Scenario: More influence without more bullets does not take the Tavern
    Given Player1 has these dudes:
      | dude          | at                                   |
      | Allie Hensman | Dead Dog Tavern (Weird West Edition) |
    And Player2 has these dudes:
      | dude             | at          |
      | Irving Patterson | Town Square |
    When Player2 moves "Irving Patterson" to "Dead Dog Tavern (Weird West Edition)"
    Then Player1 controls "Dead Dog Tavern (Weird West Edition)"
    And Player1 has 2 control points
    And the log contains "Player2 moves Irving Patterson to Dead Dog Tavern (Weird West Edition) without booting"

  Scenario: Equal bullets leave the Tavern with its owner
    Given Player1 has these dudes:
      | dude          | at                                   |
      | Allie Hensman | Dead Dog Tavern (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player2 moves "Olivia Jenks" to "Dead Dog Tavern (Weird West Edition)"
    Then Player1 controls "Dead Dog Tavern (Weird West Edition)"
    And Player1 has 2 control points
    And the log contains "Player2 moves Olivia Jenks to Dead Dog Tavern (Weird West Edition) without booting"

  Scenario: A dude with bullets and no influence takes the empty Tavern
    Given Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player2 moves "Allie Hensman" to "Dead Dog Tavern (Weird West Edition)"
    Then Player2 controls "Dead Dog Tavern (Weird West Edition)"
    And the log contains "Player2 moves Allie Hensman to Dead Dog Tavern (Weird West Edition) without booting"

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
