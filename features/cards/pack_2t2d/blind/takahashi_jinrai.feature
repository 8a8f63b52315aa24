@card:20022 @blind
Feature: Takahashi Jinrai (blind proof)
  Dude. Noon Job: Mark an in-town deed you own whose cost is at least 2 ghost rock greater
  than its current production. If successful, the deed permanently gains +1 production.

  Gomorra Parish costs 3 and produces 1 (2 more); General Store costs 2 and produces 1
  (only 1 more); 1st Baptist Church costs 3 and produces 0. Blake Ranch is out of town.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Gomorra Parish, General Store"
    And Player1's out of town deeds is "Pat's Perch"
    And Player2's street is "home, 1st Baptist Church"
    And Player1 has these dudes:
      | dude             | at   |
      | Takahashi Jinrai | home |
      | Max Baine        | home |
    And Player2 has these dudes:
      | dude         | at   | booted |
      | Steven Wiles | home | yes    |
      | Sloane       | home | yes    |

  Scenario: A deed of yours costing 2 more than it produces gains a production for good
    When Player1 uses "Takahashi Jinrai"
    Then Player1 may not choose "General Store"
    And Player1 may not choose "1st Baptist Church"
    When Player1 selects "Gomorra Parish"
    And Player1 is done
    Then the job succeeds
    And "Gomorra Parish" has 2 production
    And "Takahashi Jinrai" is booted
    And "Takahashi Jinrai" is at "Player1's home"
    When the game advances to the Upkeep phase of day 2
    Then "Gomorra Parish" has 2 production

  Scenario: Once it produces 2 the Parish is no longer a mark
    Given "Gomorra Parish" gets "production +1" from "Gomorra Parish" until permanent
    When Player1 tries to use "Takahashi Jinrai"
    Then the play is refused by rule "job.mark"
