@card:22034
Feature: Crystal Palace
  Abomination dudes at this location have +1 bullets and +1 influence.

  Alan Campbell is an Abomination (3 bullets, 1 influence); Clint Ramsey is not
  (2 bullets, 1 influence); Olivia Jenks has 2 influence, so Player1 keeps control of the
  deed while Player2's Abomination stands there.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Crystal Palace"

  Scenario: An Abomination at the Crystal Palace has +1 bullets and +1 influence until he leaves
    Given Player1 has these dudes:
      | dude          | at             |
      | Alan Campbell | Crystal Palace |
      | Clint Ramsey  | Crystal Palace |
    Then "Alan Campbell" has 4 bullets
    And "Alan Campbell" has 2 influence
    And "Clint Ramsey" has 2 bullets
    And "Clint Ramsey" has 1 influence
    When Player1 moves "Alan Campbell" to "Town Square"
    Then "Alan Campbell" has 3 bullets
    And "Alan Campbell" has 1 influence

  Scenario: An opponent's Abomination there gets it too
    Given Player1 has these dudes:
      | dude         | at             |
      | Clint Ramsey | Crystal Palace |
      | Olivia Jenks | Crystal Palace |
    And Player2 has these dudes:
      | dude          | at             |
      | Alan Campbell | Crystal Palace |
    Then "Alan Campbell" has 4 bullets
    And "Alan Campbell" has 2 influence
    And Player1 controls "Crystal Palace"
