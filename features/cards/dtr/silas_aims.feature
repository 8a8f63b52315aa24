@card:01043
Feature: Silas Aims
  Silas's bullets are equal to his bounty.

  Silas prints 0 bullets and is a draw.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock

  Scenario: Silas's bullets are his bounty
    Given Player1 has these dudes:
      | dude       | at   | bounty |
      | Silas Aims | home | 3      |
    When Player1 moves "Silas Aims" to "Town Square"
    Then "Silas Aims" has 3 bullets
    And "Silas Aims" is a draw
    And the log contains "Player1 moves Silas Aims to Town Square without booting"

  Scenario: Without a bounty Silas has no bullets
    Given Player1 has these dudes:
      | dude       | at   |
      | Silas Aims | home |
    When Player1 moves "Silas Aims" to "Town Square"
    Then "Silas Aims" has 0 bullets
    And the log contains "Player1 moves Silas Aims to Town Square without booting"

  Scenario: A Weapon's bonus adds to the bullets his bounty gives him
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude       | at   | bounty |
      | Silas Aims | home | 2      |
    When Player1 attaches "Shotgun" to "Silas Aims"
    Then "Silas Aims" has 3 bullets
    And the log contains "Player1 attaches Shotgun to Silas Aims for 3 ghost rock"

  Scenario: Only Silas's own bounty counts
    Given Player1 has these dudes:
      | dude         | at   | bounty |
      | Silas Aims   | home | 1      |
      | Olivia Jenks | home | 3      |
    When Player1 moves "Silas Aims" to "Town Square"
    Then "Silas Aims" has 1 bullets
    And "Olivia Jenks" has 2 bullets
    And the log contains "Player1 moves Silas Aims to Town Square without booting"
