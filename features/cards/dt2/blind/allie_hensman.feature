@card:24078 @blind
Feature: Allie Hensman (Weird West Edition) (blind proof)
  Noon, Boot: If Allie is at the town square, give her 1 permanent control point.

  Background:
    Given the phase is High Noon

  Scenario: At the town square Allie boots and gains a permanent control point
    Given Player1 has these dudes:
      | dude                              | at          |
      | Allie Hensman (Weird West Edition) | Town Square |
    When Player1 uses "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" is booted
    And "Allie Hensman (Weird West Edition)" has 1 control points
    And Player1 has 1 control points

  Scenario: Away from the town square Allie gains no control point
    Given Player1 has these dudes:
      | dude                              | at   |
      | Allie Hensman (Weird West Edition) | home |
    When Player1 tries to use "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" has 0 control points
    And Player1 has 0 control points
