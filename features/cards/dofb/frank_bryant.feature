@card:25023
Feature: Frank Bryant
  React: When Frank enters play, give him 1 bounty.
  Dudes with less bounty than Frank cannot refuse his callouts.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Frank Bryant"

  Scenario: Hired, he may take 1 bounty
    When Player1 hires "Frank Bryant"
    And Player1 reacts with "Frank Bryant"
    Then "Frank Bryant" has 1 bounty
    And the log contains "Player1 gives Frank Bryant 1 bounty"

  Scenario Outline: A dude with less bounty cannot refuse his call out; one with as much can
    Given Player1 has these dudes:
      | dude         | at          | bounty |
      | Frank Bryant | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Clint Ramsey | Town Square | 2      |
    When Player1 calls out "<callee>" with "Frank Bryant"
    Then the options are:
      """
      <options>
      """

    Examples:
      | callee       | options        |
      | Steven Wiles | Accept         |
      | Clint Ramsey | Accept\nRefuse |
