@card:25004 @blind
Feature: Anthony Shepherd (blind proof)
  While you have 0 ghost rock in your stash, Anthony is a stud.

  Anthony is printed a draw.

  Scenario: With an empty stash he is a stud
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Anthony Shepherd | Town Square |
    Then "Anthony Shepherd" is a stud

  Scenario: With 1 ghost rock he is a draw
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Anthony Shepherd | Town Square |
    Then "Anthony Shepherd" is a draw
