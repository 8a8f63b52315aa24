@card:01016
Feature: Judge Harry Somerset
  Dude, 2 of spades, Deputy, 1 bullet (draw), 3 influence. Noon Job, Boot: Harry leads
  a job that marks a wanted dude. If successful, ace the mark.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                 | at   |
      | Judge Harry Somerset | home |

  @rule:job.success
  Scenario: Harry hangs a wanted dude and the bounty on him is collected
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 2 ghost rock
    And "Judge Harry Somerset" is at "Player1's home"
    And "Judge Harry Somerset" is booted
    And the log contains in order:
      """
      Player1's Judge Harry Somerset leads a job marking Olivia Jenks
      Player1 forms a posse of Judge Harry Somerset
      Player1's job Judge Harry Somerset succeeds
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 aces Olivia Jenks
      """

  @rule:job.mark
  Scenario: Only a wanted dude can be marked, and Harry leads without being asked
    Given Player1 has these dudes:
      | dude                 | at   |
      | Judge Harry Somerset | home |
      | Pancho Castillo      | home |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | Town Square | 0      |
    When Player1 uses "Judge Harry Somerset"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    And the log does not contain "Player1's Judge Harry Somerset leads a job marking Olivia Jenks"

  @rule:job.leader
  Scenario: Starting the job boots Harry
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Olivia Jenks"
    Then "Judge Harry Somerset" is booted
    And "Judge Harry Somerset" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the last log line is "Player1 moves Judge Harry Somerset to Town Square without booting"

  @rule:job.fail
  Scenario: If Harry's posse loses, the mark survives
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 uses "Judge Harry Somerset"
    And Player1 selects "Olivia Jenks"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Judge Harry Somerset"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" has 1 bounty
    And Player1 has 0 ghost rock
    And the log contains "Player1's job Judge Harry Somerset fails"
    And the log does not contain "Player1 aces Olivia Jenks"
