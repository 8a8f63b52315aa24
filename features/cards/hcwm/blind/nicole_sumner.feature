@card:22031 @blind
Feature: Nicole Sumner (blind proof)
  While Nicole is wanted, she has +3 bullets.
  When Nicole is wanted, her influence is reduced to 0.
  React: After you win lowball, reduce Nicole's bounty to 0.

  Nicole prints 0 bullets (a stud) and 2 influence.

  Scenario: Wanted, Nicole has +3 bullets and 0 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   | bounty |
      | Nicole Sumner | home | 1      |
    Then "Nicole Sumner" has 3 bullets
    And "Nicole Sumner" has 0 influence

  Scenario: Not wanted, Nicole keeps her printed 0 bullets and 2 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Nicole Sumner | home |
    Then "Nicole Sumner" has 0 bullets
    And "Nicole Sumner" has 2 influence
