@card:24128 @blind
Feature: Epidemic Laboratory (blind proof)
  Controller Noon Job, Boot: Mark this deed. Your leader must have at least one skill. If
  successful, this deed permanently gains +1 control points and +1 production.

  The Laboratory prints no production and no control points. Elander Boldman is a Mad
  Scientist 2; Pancho Castillo has no skill.

  Background:
    Given the board "main street"
    And Player1's street is "home, Epidemic Laboratory (Weird West Edition), General Store"

  Scenario: A skilled leader's unopposed job gives the deed a control point and production
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    When Player1 uses "Epidemic Laboratory (Weird West Edition)"
    And Player1 selects "Epidemic Laboratory (Weird West Edition)"
    Then the job succeeds
    And "Epidemic Laboratory (Weird West Edition)" has 1 control points
    And "Epidemic Laboratory (Weird West Edition)" has 1 production
    And "Epidemic Laboratory (Weird West Edition)" is booted
    And "Elander Boldman" is booted

  Scenario: The gain is permanent: it is still there on the next day
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 uses "Epidemic Laboratory (Weird West Edition)"
    And Player1 selects "Epidemic Laboratory (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "Epidemic Laboratory (Weird West Edition)" has 1 control points
    And "Epidemic Laboratory (Weird West Edition)" has 1 production

  Scenario: A leader without a skill cannot lead the job
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to use "Epidemic Laboratory (Weird West Edition)"
    Then the play is refused by rule "job.leader"
    And "Epidemic Laboratory (Weird West Edition)" is unbooted
    And "Epidemic Laboratory (Weird West Edition)" has 0 control points

  Scenario: A failed job gives nothing
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9H 4C"
    When Player1 uses "Epidemic Laboratory (Weird West Edition)"
    And Player1 selects "Epidemic Laboratory (Weird West Edition)"
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 aces "Elander Boldman"
    And Player2 stays
    Then the job fails
    And "Epidemic Laboratory (Weird West Edition)" has 0 control points
    And "Epidemic Laboratory (Weird West Edition)" has 0 production
