@card:24141 @blind
Feature: Railroad Station (Weird West Edition) (blind proof)
  Deed, Private, production 2, control 1. "Controller Noon, Boot: Move your dude from this
  location to another location (without booting)."

  The station stands on Player2's street (Bank of California - home - Railroad Station);
  Blake Ranch is Player1's out-of-town deed, adjacent to nothing. The station's owner
  controls it unless another player has strictly more influence there (§4.3).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's out of town deeds is "Blake Ranch"
    And Player2's street is "Bank of California, home, Railroad Station (Weird West Edition)"
    And it is Player2's turn

  Scenario: The controller moves a dude from the station anywhere, without booting him
    Given Player2 has these dudes:
      | dude         | at                                      |
      | Steven Wiles | Railroad Station (Weird West Edition)   |
      | Olivia Jenks | Player2's home                          |
    When Player2 uses "Railroad Station (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    And Player2 selects "Blake Ranch"
    Then "Steven Wiles" is at "Blake Ranch"
    And "Steven Wiles" is unbooted
    And "Railroad Station (Weird West Edition)" is booted
    And "Olivia Jenks" is at "Player2's home"

  Scenario: Only a dude at the station may be moved
    Given Player2 has these dudes:
      | dude         | at                                    |
      | Steven Wiles | Railroad Station (Weird West Edition) |
      | Olivia Jenks | Player2's home                        |
    When Player2 uses "Railroad Station (Weird West Edition)"
    Then Player2 may not choose "Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: With no dude of theirs at the station, the controller cannot use it
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 tries to use "Railroad Station (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Railroad Station (Weird West Edition)" is unbooted

  Scenario: Booted, the station cannot be used again the same day
    Given Player2 has these dudes:
      | dude         | at                                    |
      | Steven Wiles | Railroad Station (Weird West Edition) |
      | Olivia Jenks | Railroad Station (Weird West Edition) |
    When Player2 uses "Railroad Station (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    And Player2 chooses "Town Square"
    And Player1 passes
    And Player2 tries to use "Railroad Station (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Railroad Station (Weird West Edition)" is booted
    And "Olivia Jenks" is at "Railroad Station (Weird West Edition)"

  Scenario: A player who out-influences the owner at the station controls it and moves their dude; the owner may not
    Given Player1 has these dudes:
      | dude          | at                                    |
      | Steven Wiles  | Railroad Station (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                                    |
      | Olivia Jenks | Railroad Station (Weird West Edition) |
    And it is Player1's turn
    When Player1 uses "Railroad Station (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 selects "General Store"
    Then "Steven Wiles" is at "General Store"
    And "Steven Wiles" is unbooted
    And "Railroad Station (Weird West Edition)" is booted

  Scenario: The owner, out-influenced at the station, may not use it
    Given Player1 has these dudes:
      | dude          | at                                    |
      | Steven Wiles  | Railroad Station (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                                    |
      | Olivia Jenks | Railroad Station (Weird West Edition) |
    When Player2 tries to use "Railroad Station (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
