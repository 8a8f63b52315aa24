@card:25021 @blind
Feature: Kim Lloyd (blind proof)
  Noon: Move your wanted dude from this location to an adjacent deed to make Kim a stud.

  On the main street board Player1's street is home - General Store - Telegraph Office and
  Player2's is Railroad Station - home; the town square is adjacent to every location. Kim
  prints as a draw; Pancho Castillo is wanted, Jake Smiley is not.

  Background:
    Given the board "main street"
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |

  Scenario: Kim's wanted dude moves to an adjacent deed, unbooted, and Kim becomes a stud
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Kim Lloyd       | Town Square | 0      |
      | Pancho Castillo | Town Square | 1      |
      | Jake Smiley     | Town Square | 0      |
    When Player1 uses "Kim Lloyd"
    Then Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then Player1 may not choose "Player1's home"
    And Player1 may not choose "Player2's home"
    And Player1 may choose "Railroad Station"
    When Player1 chooses "General Store"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted
    And "Kim Lloyd" is a stud
    And "Kim Lloyd" is at "Town Square"

  Scenario: Without a wanted dude of yours at Kim's location nothing moves and Kim stays a draw
    Given Player1 has these dudes:
      | dude            | at            | bounty |
      | Kim Lloyd       | Town Square   | 0      |
      | Jake Smiley     | Town Square   | 0      |
      | Pancho Castillo | General Store | 1      |
    When Player1 tries to use "Kim Lloyd"
    Then "Kim Lloyd" is a draw
    And "Pancho Castillo" is at "General Store"
