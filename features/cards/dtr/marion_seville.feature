@card:01038
Feature: Marion Seville
  Marion gets +2 bullets while he is wanted.

  Marion prints 1 bullets. A dude is wanted while he has a bounty of 1 or more.

  Background:
    Given the phase is High Noon

  Scenario: A wanted Marion has 2 extra bullets
    Given Player1 has these dudes:
      | dude           | at   | bounty |
      | Marion Seville | home | 1      |
    When Player1 moves "Marion Seville" to "Town Square"
    Then "Marion Seville" is wanted
    And "Marion Seville" has 3 bullets
    And the log contains "Player1 moves Marion Seville to Town Square without booting"

  Scenario: Without a bounty Marion has his printed bullets
    Given Player1 has these dudes:
      | dude           | at   |
      | Marion Seville | home |
    When Player1 moves "Marion Seville" to "Town Square"
    Then "Marion Seville" is not wanted
    And "Marion Seville" has 1 bullets
    And the log contains "Player1 moves Marion Seville to Town Square without booting"

  Scenario: The bonus is +2 however big the bounty
    Given Player1 has these dudes:
      | dude           | at   | bounty |
      | Marion Seville | home | 4      |
    When Player1 moves "Marion Seville" to "Town Square"
    Then "Marion Seville" has 4 bounty
    And "Marion Seville" has 3 bullets
    And the log contains "Player1 moves Marion Seville to Town Square without booting"

  Scenario: Other wanted dudes do not get Marion's bonus
    Given Player1 has these dudes:
      | dude           | at   | bounty |
      | Marion Seville | home | 1      |
      | Olivia Jenks   | home | 2      |
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" has 2 bullets
    And "Marion Seville" has 3 bullets
    And the log contains "Player1 moves Olivia Jenks to Town Square without booting"
