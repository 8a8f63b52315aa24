@card:24250
Feature: Meet The New Boss (Weird West Edition)
  Noon Job: Mark the town square. If successful, your leader gains 1 permanent control
  point. You may ace this card to give your successful leader a permanent +1 influence.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Meet The New Boss (Weird West Edition)"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  @rule:job.success
  Scenario: The new boss gets a control point, and acing the card gives him +1 influence
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player1 chooses "ace Meet The New Boss to give the leader a permanent +1 influence"
    Then the job succeeds
    And "Pancho Castillo" has 1 control points
    And "Pancho Castillo" has 3 influence
    And "Meet The New Boss (Weird West Edition)" is in Player1's Boot Hill
    And the log contains in order:
      """
      Player1 gives Pancho Castillo a permanent control point
      Player1 aces Meet The New Boss (Weird West Edition) to give Pancho Castillo a permanent +1 influence
      """

  @rule:job.success
  Scenario: Keeping the card gives the control point only
    When Player1 plays "Meet The New Boss (Weird West Edition)"
    And Player1 chooses "pass"
    Then "Pancho Castillo" has 1 control points
    And "Pancho Castillo" has 2 influence
    And "Meet The New Boss (Weird West Edition)" is in Player1's discard pile
