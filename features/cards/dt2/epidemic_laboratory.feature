@card:24128
Feature: Epidemic Laboratory (Weird West Edition)
  Controller Noon Job, Boot: Mark this deed. Your leader must have at least one skill.
  If successful, this deed permanently gains +1 control points and +1 production.

  Epidemic Laboratory prints 0 production and 0 control points. Harold Aimslee is a Mad
  Scientist; Pancho Castillo has no skill.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Epidemic Laboratory (Weird West Edition), General Store"
    And Player1 has these dudes:
      | dude            | at   |
      | Harold Aimslee  | home |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
      | Clint Ramsey | home |

  @rule:job.leader
  Scenario: A skilled leader's successful job gives the deed a control point and a production for good
    When Player1 uses "Epidemic Laboratory (Weird West Edition)"
    Then the log contains "Player1 has only Harold Aimslee to lead the job"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Epidemic Laboratory (Weird West Edition)"
    And Player1 is done
    Then the job succeeds
    And "Epidemic Laboratory (Weird West Edition)" has 1 control points
    And "Epidemic Laboratory (Weird West Edition)" has 1 production
    And "Epidemic Laboratory (Weird West Edition)" is booted
    And the log contains "Player1 gives Epidemic Laboratory (Weird West Edition) a permanent control point and a permanent production"
    When the game advances to the Upkeep phase of day 2
    Then "Epidemic Laboratory (Weird West Edition)" has 1 control points
    And "Epidemic Laboratory (Weird West Edition)" has 1 production

  @rule:job.leader
  Scenario: Without an unbooted dude with a skill there is no job
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Harold Aimslee  | home | yes    |
      | Pancho Castillo | home | no     |
    When Player1 tries to use "Epidemic Laboratory (Weird West Edition)"
    Then the play is refused by rule "job.leader"
    And "Epidemic Laboratory (Weird West Edition)" is unbooted

  @rule:ability.controller
  Scenario: Whoever controls the Laboratory uses it, not its owner
    Given Player2 has these dudes:
      | dude        | at                                       |
      | Ivor Hawley | Epidemic Laboratory (Weird West Edition) |
    And it is Player2's turn
    When Player1 tries to use "Epidemic Laboratory (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
    When Player2 uses "Epidemic Laboratory (Weird West Edition)"
    And Player2 selects "Epidemic Laboratory (Weird West Edition)"
    And Player1 is done
    Then the job succeeds
    And "Epidemic Laboratory (Weird West Edition)" has 1 production
