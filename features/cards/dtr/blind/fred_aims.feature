@card:01036 @blind
Feature: Fred Aims (blind proof)
  Fred's influence is equal to his bounty.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"

  Scenario: Without a bounty Fred has no influence
    Given Player1 has these dudes:
      | dude      | at   | bounty |
      | Fred Aims | home | 0      |
    Then "Fred Aims" has 0 influence

  Scenario: Fred's influence equals his bounty
    Given Player1 has these dudes:
      | dude      | at   | bounty |
      | Fred Aims | home | 3      |
    Then "Fred Aims" has 3 influence
    And Player1 has 3 influence

  Scenario: Raising his bounty raises his influence
    Given Player1 has these dudes:
      | dude      | at          | bounty |
      | Fred Aims | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at   |
      | Clyde Owens  | home |
      | Tommy Harden | home |
    And it is Player2's turn
    When Player2 uses "Law Dogs"
    And Player2 selects "Fred Aims"
    And Player2 selects "Clyde Owens"
    Then "Fred Aims" has 2 bounty
    And "Fred Aims" has 2 influence

  Scenario: Fred's bounty-influence controls a deed
    Given Player2's street is "Railroad Station, home"
    And Player1 has these dudes:
      | dude      | at               | bounty |
      | Fred Aims | Railroad Station | 2      |
    And Player2 has these dudes:
      | dude         | at               |
      | Tommy Harden | Railroad Station |
    Then Player1 controls "Railroad Station"
