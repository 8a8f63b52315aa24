@card:01023
Feature: Abram Grothe
  Dude, Deputy. Noon Job, Boot: Mark a Holy Ground deed. If successful, discard all
  Abominations and wanted dudes at that deed.

  Gomorra Parish is a Holy Ground deed; Ivor Hawley is an Abomination.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, Bunkhouse"
    And Player2's street is "home, Gomorra Parish"
    And Player1 has these dudes:
      | dude         | at   |
      | Abram Grothe | home |

  Scenario: A successful job discards the wanted dudes and Abominations at the deed
    Given Player1 has these dudes:
      | dude            | at             | bounty |
      | Abram Grothe    | home           |        |
      | Pancho Castillo | Gomorra Parish | 1      |
    And Player2 has these dudes:
      | dude          | at             | booted | bounty |
      | Olivia Jenks  | Gomorra Parish | yes    | 2      |
      | Ivor Hawley   | Gomorra Parish | yes    |        |
      | Steele Archer | Gomorra Parish | yes    |        |
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's discard pile
    And "Ivor Hawley" is in Player2's discard pile
    And "Pancho Castillo" is in Player1's discard pile
    And "Steele Archer" is in play
    And Player1 has 2 ghost rock
    And "Abram Grothe" is at "Player1's home"
    And "Abram Grothe" is booted
    And the log contains in order:
      """
      Player1's Abram Grothe leads a job marking Gomorra Parish
      Player1's job Abram Grothe succeeds
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 discards Olivia Jenks from Gomorra Parish
      Player1 discards Ivor Hawley from Gomorra Parish
      """

  @ruling:abram-grothe-discards-his-own-wanted-posse
  Scenario: A wanted dude in Abram's own posse stands at the deed and is discarded too
    Given Player1 has these dudes:
      | dude            | at   | bounty |
      | Abram Grothe    | home |        |
      | Pancho Castillo | home | 2      |
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player1 adds "Pancho Castillo" to the posse
    Then the job succeeds
    And "Pancho Castillo" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And "Abram Grothe" is at "Player1's home"
    And "Abram Grothe" is booted
    And the log contains in order:
      """
      Player1's job Abram Grothe succeeds
      Player1 discards Pancho Castillo from Gomorra Parish
      Player1 sends Abram Grothe home booted
      """

  @ruling:abram-grothe-discards-his-own-wanted-posse
  Scenario: A wanted Abram discards himself with the rest
    Given Player1 has these dudes:
      | dude            | at   | bounty |
      | Abram Grothe    | home | 1      |
      | Pancho Castillo | home |        |
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player1 adds "Pancho Castillo" to the posse
    Then the job succeeds
    And "Abram Grothe" is in Player1's discard pile
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 discards Abram Grothe from Gomorra Parish
      Player1 sends Pancho Castillo home booted
      """

  Scenario: Only a Holy Ground deed can be marked
    When Player1 uses "Abram Grothe"
    Then Player1 may choose "Gomorra Parish"
    And Player1 may not choose "Bunkhouse"
    And Player1 is asked to "Select a deed"

  Scenario: Without a Holy Ground deed in play the job is not a play
    Given Player2's street is "home, Circle M Ranch"
    When Player1 tries to use "Abram Grothe"
    Then the play is refused by rule "job.mark"

  Scenario: A booted Abram cannot lead the job
    Given Player1 has these dudes:
      | dude         | at   | booted |
      | Abram Grothe | home | yes    |
    When Player1 tries to use "Abram Grothe"
    Then the play is refused by rule "job.leader"

  Scenario: A failed job discards nobody
    Given Player2 has these dudes:
      | dude         | at             | bounty |
      | Olivia Jenks | Gomorra Parish | 1      |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 uses "Abram Grothe"
    And Player1 selects "Gomorra Parish"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Abram Grothe"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And the log does not contain "Player1 discards Olivia Jenks from Gomorra Parish"
