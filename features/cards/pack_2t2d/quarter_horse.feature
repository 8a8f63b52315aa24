@card:20037
Feature: Quarter Horse
  React, Boot: After this dude's posse succeeds at a job that didn't mark your home, this
  dude stays at this location instead of going home booted.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Quarter Horse |
      | Steele Archer   | Town Square |               |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    And Player1's hand is "Establishin' Who's in Charge"
    And Player1 has 5 ghost rock

  Scenario: After a successful job the rider stays at the mark, the rest of the posse goes home booted
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "General Store"
    And Player1 adds "Steele Archer" to the posse
    And Player2 is done
    Then the job succeeds
    When Player1 reacts with "Quarter Horse"
    Then "Pancho Castillo" is at "General Store"
    And "Steele Archer" is at "home"
    And "Steele Archer" is booted
    And "Quarter Horse" is booted
    And the log contains "Player1's Pancho Castillo stays at General Store"

  Scenario: The Horse's dude must be in the successful posse
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square |               |
      | Steele Archer   | home        | Quarter Horse |
    When Player1 plays "Establishin' Who's in Charge"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "General Store"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Pancho Castillo" is at "home"
    And "Pancho Castillo" is booted
    And "Quarter Horse" is unbooted

  Scenario: A job that marked your home: the rider goes home like the rest
    Given Player1 has these dudes:
      | dude                                 | at          | attachments   |
      | Maggie Harris (Weird West Edition)   | Town Square |               |
      | Pancho Castillo                      | Town Square | Quarter Horse |
    When Player1 uses "Maggie Harris (Weird West Edition)"
    And Player1 chooses "Player1's home"
    And Player1 adds "Pancho Castillo" to the posse
    Then the job succeeds
    And "Pancho Castillo" is at "home"
    And "Pancho Castillo" is booted
    And "Quarter Horse" is unbooted
