@card:24078
Feature: Allie Hensman (Weird West Edition)
  Noon, Boot: If Allie is at the town square, give her 1 permanent control point.

  The Weird West Edition rewords the Base Set card ("give her 1 permanent control
  point"); it shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          |
      | Allie Hensman (Weird West Edition) | Town Square |

  Scenario: Allie stakes a claim in the town square
    When Player1 uses "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" has 1 control points
    And "Allie Hensman (Weird West Edition)" is booted
    And Player1 has 1 control points
    And the log contains in order:
      """
      Player1 uses Allie Hensman (Weird West Edition)
      Player1 gives Allie Hensman (Weird West Edition) a permanent control point
      """

  Scenario: Away from the town square the ability boots Allie and does nothing else
    Given Player1 has these dudes:
      | dude                               | at   |
      | Allie Hensman (Weird West Edition) | home |
    When Player1 uses "Allie Hensman (Weird West Edition)"
    Then "Allie Hensman (Weird West Edition)" has 0 control points
    And "Allie Hensman (Weird West Edition)" is booted
    And the last log line is "Player1 uses Allie Hensman (Weird West Edition)"

  Scenario: The control point is permanent: it stays through the end of the day
    When Player1 uses "Allie Hensman (Weird West Edition)"
    And the game advances to Sundown
    Then "Allie Hensman (Weird West Edition)" has 1 control points

  Scenario: The ability is used once per day
    Given Player1 has used "Allie Hensman (Weird West Edition)" today
    When Player1 tries to use "Allie Hensman (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
