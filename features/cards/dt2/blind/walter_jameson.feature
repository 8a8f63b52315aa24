@card:24091 @blind
Feature: Walter Jameson (blind proof)
  While Walter is at a deed owned by an opposing player, he gets +1 influence.

  Background:
    Given the board "main street"

  Scenario Outline: Walter's influence at <where>
    Given Player1 has these dudes:
      | dude           | at      |
      | Walter Jameson | <where> |
    Then "Walter Jameson" has <influence> influence

    Examples:
      | where            | influence |
      | Railroad Station | 2         |
      | General Store    | 1         |
      | Town Square      | 1         |
      | home             | 1         |

  Scenario: At an opposing deed he wins control with 2 influence against 1
    Given Player1 has these dudes:
      | dude           | at               |
      | Walter Jameson | Railroad Station |
    And Player2 has these dudes:
      | dude                                | at               |
      | Asakichi Cooke (Weird West Edition) | Railroad Station |
    Then Player1 controls "Railroad Station"
