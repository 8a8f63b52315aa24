@card:01035
Feature: Allie Hensman
  Noon, Boot: If Allie is at the town square, she permanently gets 1 control point.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |

  Scenario: Allie stakes a claim in the town square
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points
    And "Allie Hensman" is booted
    And Player1 has 1 control points
    And the log contains in order:
      """
      Player1 uses Allie Hensman
      Player1 gives Allie Hensman a permanent control point
      """

  Scenario: Away from the town square the ability boots Allie and does nothing else
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 0 control points
    And "Allie Hensman" is booted
    And the last log line is "Player1 uses Allie Hensman"

  Scenario: The control point is permanent: it stays through the end of the day
    When Player1 uses "Allie Hensman"
    And the game advances to Sundown
    Then "Allie Hensman" has 1 control points

  Scenario: The ability is used once per day
    Given Player1 has used "Allie Hensman" today
    When Player1 tries to use "Allie Hensman"
    Then the play is refused by rule "noon.once_per_day"
