@card:24227
Feature: Ol' Fashioned Hangin' (Weird West Edition)
  Noon Job: Mark an opposing dude with at least 2 bounty. If successful, ace the mark, and
  your leader (if still in play) gets 1 permanent control point.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  @rule:job.success
  Scenario: A successful hangin' aces the mark and gives the leader a control point
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's Boot Hill
    And "Pancho Castillo" has 1 control points
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1's job Ol' Fashioned Hangin' (Weird West Edition) succeeds
      Player1 aces Olivia Jenks
      Player1 gives Pancho Castillo a permanent control point
      """

  Scenario: A dude with more than 2 bounty can be hanged
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 3      |
    When Player1 plays "Ol' Fashioned Hangin' (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Pancho Castillo" has 1 control points

  Scenario: Only an opposing dude with at least 2 bounty can be the mark
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | home        | 0      |
      | Steven Wiles    | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 tries to play "Ol' Fashioned Hangin' (Weird West Edition)"
    Then the play is refused by rule "job.mark"
