@card:01036
Feature: Fred Aims
  Fred's influence is equal to his bounty.

  Fred prints 0 influence.

  Background:
    Given the phase is High Noon

  Scenario: Fred's influence is his bounty
    Given Player1 has these dudes:
      | dude      | at   | bounty |
      | Fred Aims | home | 3      |
    When Player1 moves "Fred Aims" to "Town Square"
    Then "Fred Aims" has 3 influence
    And Player1 has 3 influence
    And the log contains "Player1 moves Fred Aims to Town Square without booting"

  Scenario: Without a bounty Fred has no influence
    Given Player1 has these dudes:
      | dude      | at   |
      | Fred Aims | home |
    When Player1 moves "Fred Aims" to "Town Square"
    Then "Fred Aims" has 0 influence
    And Player1 has 0 influence
    And the log contains "Player1 moves Fred Aims to Town Square without booting"

  Scenario: Fred's bounty gives him the influence to take a deed
    Given Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude      | at          | bounty |
      | Fred Aims | Town Square | 2      |
    And Player2 has these dudes:
      | dude          | at            |
      | Clint Ramsey  | General Store |
    When Player1 moves "Fred Aims" to "General Store"
    Then Player1 controls "General Store"
    And the log contains "Player1 moves Fred Aims to General Store without booting"

  Scenario: Only Fred's own bounty counts
    Given Player1 has these dudes:
      | dude         | at   | bounty |
      | Fred Aims    | home | 1      |
      | Olivia Jenks | home | 3      |
    When Player1 moves "Fred Aims" to "Town Square"
    Then "Fred Aims" has 1 influence
    And "Olivia Jenks" has 2 influence
    And the log contains "Player1 moves Fred Aims to Town Square without booting"
