@card:24100 @blind
Feature: Angela Payne (blind proof)
  Dude. "Noon, Boot: If Angela is at a deed you do not own, gain 2 ghost rock."

  Background:
    Given the board "main street"

  Scenario: At a deed Player1 does not own, Angela gains 2 ghost rock
    Given Player1 has these dudes:
      | dude                              | at               |
      | Angela Payne (Weird West Edition) | Railroad Station |
    When Player1 uses "Angela Payne (Weird West Edition)"
    Then Player1 has 12 ghost rock
    And "Angela Payne (Weird West Edition)" is booted

  Scenario: At Player1's own deed she gains nothing
    Given Player1 has these dudes:
      | dude                              | at            |
      | Angela Payne (Weird West Edition) | General Store |
    When Player1 tries to use "Angela Payne (Weird West Edition)"
    Then Player1 has 10 ghost rock

  Scenario: At the town square (not a deed) she gains nothing
    Given Player1 has these dudes:
      | dude                              | at          |
      | Angela Payne (Weird West Edition) | Town Square |
    When Player1 tries to use "Angela Payne (Weird West Edition)"
    Then Player1 has 10 ghost rock
