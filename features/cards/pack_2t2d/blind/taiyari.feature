@card:20008 @blind
Feature: Taiyari (blind proof)
  Dude. Shootout: Choose your dude. Pay the opposing posse's controller ghost rock equal to
  that dude's bullets to make that dude a stud. If that dude has 0 bullets, pay 1 ghost
  rock instead. That dude has a maximum bullet rating of 4.

  Olivia Jenks is a draw with 2 bullets; Taiyari a draw with 0; Pancho Castillo has 3.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player2 has 0 ghost rock
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |

  Scenario: A 2-bullet draw becomes a stud for 2 ghost rock paid to the opponent
    Given Player1 has these dudes:
      | dude         | at          |
      | Taiyari      | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Taiyari" against "Steele Archer"
    And Player1's posse is "Taiyari, Olivia Jenks"
    When Player1 uses "Taiyari"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a stud
    And Player1 has 3 ghost rock
    And Player2 has 2 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: A 0-bullet dude costs 1 ghost rock
    Given Player1 has these dudes:
      | dude    | at          |
      | Taiyari | Town Square |
    And a shootout at "Town Square" led by "Taiyari" against "Steele Archer"
    When Player1 uses "Taiyari"
    And Player1 selects "Taiyari"
    Then "Taiyari" is a stud
    And Player1 has 4 ghost rock
    And Player2 has 1 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: That dude pays his 6 bullets, then his bullets are capped at 4
    Given Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Taiyari         | Town Square |             |
      | Pancho Castillo | Town Square | Shotgun     |
    And "Pancho Castillo" gets "bullets +2" from "Pancho Castillo" until end of day
    And a shootout at "Town Square" led by "Taiyari" against "Steele Archer"
    And Player1's posse is "Taiyari, Pancho Castillo"
    Then "Pancho Castillo" has 6 bullets
    When Player1 uses "Taiyari"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And Player1 has 4 ghost rock
    And Player2 has 6 ghost rock
    And Player1 is asked to "Select a play"
