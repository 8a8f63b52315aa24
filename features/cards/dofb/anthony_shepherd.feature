@card:25004
Feature: Anthony Shepherd
  While you have 0 ghost rock in your stash, Anthony is a stud.

  Anthony prints as a draw.

  Scenario: With an empty stash Anthony is a stud
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Anthony Shepherd | Town Square |
    Then "Anthony Shepherd" is a stud

  Scenario: With 1 ghost rock he stays a draw
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Anthony Shepherd | Town Square |
    Then "Anthony Shepherd" is a draw

  Scenario: Spending the stash down makes him a stud
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Bluetick"
    And Player1 has these dudes:
      | dude             | at             |
      | Anthony Shepherd | Player1's home |
    When Player1 attaches "Bluetick" to "Anthony Shepherd"
    Then Player1 has 0 ghost rock
    And "Anthony Shepherd" is a stud
