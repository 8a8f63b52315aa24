@card:21041 @blind
Feature: Bird Cage Theater (blind proof)
  Controller Noon Job, Boot: Mark an opposing dude with 1 or more control points. If
  successful, remove all control points from the mark and this deed gains a permanent +1
  control point and +1 production.

  Bird Cage Theater prints 1 control point and 1 production.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bird Cage Theater"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |

  Scenario: A successful job takes the mark's control points; the deed gains 1 and 1
    Given Player2 has these dudes:
      | dude          | at             | control points |
      | Allie Hensman | Town Square    | 2              |
    When Player1 uses "Bird Cage Theater"
    And Player1 selects "Allie Hensman"
    Then Player2 is asked to "Select a dude"
    When Player2 is done
    Then the job succeeds
    And "Allie Hensman" has 0 control points
    And "Bird Cage Theater" has 2 control points
    And "Bird Cage Theater" has 2 production
    And "Bird Cage Theater" is booted

  Scenario: An opposing dude without control points cannot be marked
    Given Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 tries to use "Bird Cage Theater"
    Then the play is refused by rule "job.mark"
