@card:20037 @blind
Feature: Quarter Horse (blind proof)
  Goods, Horse.
  React, Boot: After this dude's posse succeeds at a job that didn't mark your home, this
  dude stays at this location instead of going home booted.

  Establishin' Who's in Charge: "Noon Job: Mark an in-town deed. If successful, the deed
  permanently gains 1 control point." Player2 has no dude to oppose the job.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Establishin' Who's in Charge"
    And Player1 has 1 ghost rock
    And Player2's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at   | attachments   |
      | Pancho Castillo | home | Quarter Horse |

  Scenario: After a successful job its dude stays at the mark
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    And Player1 reacts with "Quarter Horse"
    Then the job succeeds
    And "Pancho Castillo" is at "Circle M Ranch"
    And "Quarter Horse" is booted

  Scenario: Without the react he goes home booted
    Given Player1's hand is "Establishin' Who's in Charge, Sun in Yer Eyes"
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Circle M Ranch"
    And Player1 passes
    Then the job succeeds
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Quarter Horse" is unbooted
