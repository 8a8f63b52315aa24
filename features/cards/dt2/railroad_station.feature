@card:24141
Feature: Railroad Station (Weird West Edition)
  Deed, Private. Controller Noon, Boot: Move your dude from this location to another
  location (without booting).
  The same text as the Base Set printing (01079), whose script it shares.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Railroad Station (Weird West Edition)"

  Scenario: Your dude at the station rides to another location, booted or not
    Given Player1 has these dudes:
      | dude            | at                                    | booted |
      | Pancho Castillo | Railroad Station (Weird West Edition) | yes    |
      | Steele Archer   | Town Square                           | no     |
    When Player1 uses "Railroad Station (Weird West Edition)"
    Then Player1 may not choose "Steele Archer"
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "Player2's home"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Railroad Station (Weird West Edition)" is booted

  Scenario: An unbooted dude moves without booting
    Given Player1 has these dudes:
      | dude            | at                                    |
      | Pancho Castillo | Railroad Station (Weird West Edition) |
    When Player1 uses "Railroad Station (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Town Square"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted

  Scenario: Whoever controls the station uses it, for their own dudes there
    Given Player1 has these dudes:
      | dude        | at                                    |
      | Avie Cline  | Town Square                           |
    And Player2 has these dudes:
      | dude         | at                                    |
      | Steven Wiles | Railroad Station (Weird West Edition) |
    And it is Player2's turn
    Then Player2 controls "Railroad Station (Weird West Edition)"
    When Player2 uses "Railroad Station (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    And Player2 chooses "Player2's home"
    Then "Steven Wiles" is at "Player2's home"
