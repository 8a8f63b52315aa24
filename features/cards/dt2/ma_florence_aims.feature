@card:24084
Feature: "Ma" Florence Aims
  Ma's influence is equal to her bounty (maximum 4)

  Ma prints 0 influence.

  Background:
    Given the phase is High Noon

  Scenario: Ma's influence is her bounty
    Given Player1 has these dudes:
      | dude               | at   | bounty |
      | "Ma" Florence Aims | home | 3      |
    When Player1 moves ""Ma" Florence Aims" to "Town Square"
    Then ""Ma" Florence Aims" has 3 influence
    And Player1 has 3 influence

  Scenario: Ma's influence stops at 4
    Given Player1 has these dudes:
      | dude               | at   | bounty |
      | "Ma" Florence Aims | home | 5      |
    Then ""Ma" Florence Aims" has 4 influence

  Scenario: Ma's influence is exactly 4 at a bounty of 4
    Given Player1 has these dudes:
      | dude               | at   | bounty |
      | "Ma" Florence Aims | home | 4      |
    Then ""Ma" Florence Aims" has 4 influence

  Scenario: Without a bounty Ma has no influence
    Given Player1 has these dudes:
      | dude               | at   |
      | "Ma" Florence Aims | home |
    Then ""Ma" Florence Aims" has 0 influence
