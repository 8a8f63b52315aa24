@card:20022
Feature: Takahashi Jinrai
  Dude. Noon Job: Mark an in-town deed you own whose cost is at least 2 ghost rock greater
  than its current production. If successful, the deed permanently gains +1 production.

  Gomorra Parish costs 3 and produces 1 (exactly 2 more); Circle M Ranch costs 3 and
  produces 2; 1st Baptist Church costs 3 and produces 0; Undertaker costs 4 and produces 1;
  Long Strides Ranch (Out of Town) costs 3 and produces 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Gomorra Parish, Circle M Ranch, 1st Baptist Church"
    And Player1's out of town deeds is "Long Strides Ranch (Weird West Edition)"
    And Player2's street is "home, Undertaker"
    And Player1 has these dudes:
      | dude             | at   |
      | Takahashi Jinrai | home |

  Scenario: A successful job gives the deed a permanent +1 production
    When Player1 uses "Takahashi Jinrai"
    And Player1 selects "Gomorra Parish"
    Then the job succeeds
    And "Gomorra Parish" has 2 production
    And "Gomorra Parish" has "production +1" from "Takahashi Jinrai" until permanent
    And "Takahashi Jinrai" is at "Player1's home"
    And "Takahashi Jinrai" is booted
    And the log contains "Player1 gives Gomorra Parish a permanent +1 production"

  Scenario: Only a deed you own whose cost is at least 2 more than its production
    When Player1 uses "Takahashi Jinrai"
    Then Player1 may choose "Gomorra Parish"
    And Player1 may choose "1st Baptist Church"
    And Player1 may not choose "Long Strides Ranch (Weird West Edition)"
    And "Long Strides Ranch (Weird West Edition)" has 3 cost
    And "Long Strides Ranch (Weird West Edition)" has 1 production
    And Player1 may not choose "Circle M Ranch"
    And Player1 may not choose "Undertaker"
    And Player1 is asked to "Select a deed"
