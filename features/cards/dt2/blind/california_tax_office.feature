@card:24134 @blind
Feature: California Tax Office (blind proof)
  This deed enters play booted.
  Controller Noon, Boot: Target another player's dude. That dude's owner either pays their
  upkeep or discards them. Reduce their upkeep to 0 until after the next Upkeep.

  Ramiro Mendoza has upkeep 1; Tommy Harden upkeep 0.

  Scenario: It enters play booted
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "California Tax Office (Weird West Edition)"
    When Player1 builds "California Tax Office (Weird West Edition)" on the left of their street
    Then "California Tax Office (Weird West Edition)" is booted
    And Player1 has 3 ghost rock

  Scenario: The owner pays the dude's upkeep; his upkeep is then 0
    Given the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude           | at             |
      | Ramiro Mendoza | Player2's home |
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Ramiro Mendoza"
    And Player2 chooses "pay their upkeep"
    Then Player2 has 4 ghost rock
    And "Ramiro Mendoza" is at "Player2's home"
    And "Ramiro Mendoza" has 0 upkeep
    And "California Tax Office (Weird West Edition)" is booted

  Scenario: The owner may discard the dude instead
    Given the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude           | at             |
      | Ramiro Mendoza | Player2's home |
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Ramiro Mendoza"
    And Player2 chooses "discard them"
    Then "Ramiro Mendoza" is in Player2's discard pile
    And Player2 has 5 ghost rock

  Scenario: Only another player's dude may be targeted
    Given the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Tommy Harden | home |
    And Player2 has these dudes:
      | dude           | at             |
      | Ramiro Mendoza | Player2's home |
    When Player1 uses "California Tax Office (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Ramiro Mendoza"
    And Player1 may not choose "Tommy Harden"

  Scenario: The upkeep stays 0 through the next Upkeep, then comes back
    Given the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude           | at             |
      | Ramiro Mendoza | Player2's home |
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Ramiro Mendoza"
    And Player2 chooses "pay their upkeep"
    And the game advances to the High Noon phase of day 2
    Then "Ramiro Mendoza" has 1 upkeep
    And the log contains in order:
      """
      Player2 receives 3 ghost rock production
      Player2 pays no upkeep
      """
