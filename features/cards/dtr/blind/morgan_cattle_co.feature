@card:01003 @blind
Feature: Morgan Cattle Co. (blind proof)
  Noon, Boot: Boot your dude to play a deed, reducing that deed's cost by that dude's
  influence, and move that dude to that deed.

  Cattle Market costs 4; Lane Healey has 3 influence, Jon Longstride 1.

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has 10 ghost rock
    And Player1's hand is "Cattle Market"
    And Player1 has these dudes:
      | dude           | at          |
      | Lane Healey    | home        |
      | Jon Longstride | Town Square |

  Scenario: The deed costs the dude's influence less and the dude moves to it booted
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Lane Healey"
    And Player1 chooses "right"
    Then Player1 has 9 ghost rock
    And "Cattle Market" is in play
    And the log contains in order:
      """
      Player1 builds Cattle Market on the right of their street for 1 ghost rock
      Player1 moves Lane Healey to Cattle Market
      """
    And "Lane Healey" is booted
    And "Morgan Cattle Co." is booted
    And Player1's street is "home, General Store, Telegraph Office, Cattle Market"

  Scenario: A dude with more influence than the cost makes the deed free, never a gain
    Given Player1's hand is "General Store #2"
    And Player1's street is "home"
    And Player1 has these dudes:
      | dude         | at          |
      | Max Baine    | Town Square |
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Max Baine"
    And Player1 chooses "left"
    Then Player1 has 10 ghost rock
    And Player1's street is "General Store #2, home"
    And the log contains "Player1 moves Max Baine to General Store #2"
    And "Max Baine" is booted

  Scenario: A dude with 1 influence reduces the cost by only 1
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Jon Longstride"
    And Player1 chooses "left"
    Then Player1 has 7 ghost rock
    And the log contains "Player1 moves Jon Longstride to Cattle Market"
    And "Jon Longstride" is booted
    And "Lane Healey" is at "Player1's home"

  Scenario: A booted dude cannot be booted to play the deed
    Given Player1 has these dudes:
      | dude           | at          | booted |
      | Lane Healey    | home        | true   |
      | Jon Longstride | Town Square | false  |
    When Player1 uses "Morgan Cattle Co."
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Lane Healey"
    And Player1 may choose "Jon Longstride"
