@card:01022 @blind
Feature: Clyde Owens (blind proof)
  Noon: Clyde calls out a dude at his location. A wanted dude cannot refuse the call
  out.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Jake Smiley     | Town Square | 0      |
      | Allie Hensman   | home        | 2      |

  Scenario: A wanted dude called out by Clyde cannot refuse
    When Player1 uses "Clyde Owens"
    And Player1 selects "Pancho Castillo"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  Scenario: A dude who is not wanted may still refuse Clyde
    When Player1 uses "Clyde Owens"
    And Player1 selects "Jake Smiley"
    And Player2 refuses
    Then "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" is booted

  Scenario: Only a dude at Clyde's location can be called out
    When Player1 uses "Clyde Owens"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Allie Hensman"

  Scenario: An ordinary call out by another dude lets a wanted dude refuse
    Given Player1 has these dudes:
      | dude         | at          |
      | Clyde Owens  | home        |
      | Tommy Harden | Town Square |
    When Player1 calls out "Pancho Castillo" with "Tommy Harden"
    And Player2 refuses
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted

  Scenario: Clyde cannot call out a dude at that dude's own home
    Rules digest §5.1: a dude cannot be called out at its own home unless an effect
    allows it, and Clyde's text does not.
    Given Player1 has these dudes:
      | dude        | at             |
      | Clyde Owens | Player2's home |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | home        | 1      |
      | Jake Smiley     | Town Square | 0      |
    When Player1 tries to use "Clyde Owens"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" is unbooted
