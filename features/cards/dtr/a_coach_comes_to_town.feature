@card:01135
Feature: A Coach Comes to Town
  Action, jack of clubs, cost 0. Noon Job: Mark the town square. If successful, gain 4
  ghost rock. If not, each player with a dude in the opposing posse gains 4 ghost rock.

  The job has no "Boot" in its cost: the leader does not boot to start it. "A dude in
  the opposing posse" is read when the job ends: the dudes still in that posse.

  Background:
    Given the phase is High Noon
    And Player1's hand is "A Coach Comes to Town"
    And Player1 has 0 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  @rule:job.unopposed
  Scenario: An escorted coach brings 4 ghost rock
    When Player1 plays "A Coach Comes to Town"
    Then the job succeeds
    And Player1 has 4 ghost rock
    And Player2 has 0 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "A Coach Comes to Town" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job A Coach Comes to Town led by Pancho Castillo, marking Town Square
      Player1's job A Coach Comes to Town succeeds
      Player1 gains 4 ghost rock from A Coach Comes to Town
      """

  @rule:job.fail
  Scenario: A robbed coach pays 4 ghost rock to the player with dudes in the opposing posse
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And Player1 has 0 ghost rock
    And Player2 has 4 ghost rock
    And the log contains in order:
      """
      Player1's job A Coach Comes to Town fails
      Player2 gains 4 ghost rock from A Coach Comes to Town
      """

  @rule:job.fail
  Scenario: When both posses are wiped out the job fails, and nobody is left to take the coach
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2D 3C 5H 9C KS"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 discards "Pancho Castillo"
    And Player2 discards "Olivia Jenks"
    Then the job fails
    And Player1 has 0 ghost rock
    And Player2 has 0 ghost rock
    And the log contains in order:
      """
      The round is an exact tie: each side takes 1 casualty
      Player1's job A Coach Comes to Town fails
      """
    And the log does not contain "Player2 gains 4 ghost rock from A Coach Comes to Town"
