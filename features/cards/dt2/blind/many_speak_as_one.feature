@card:24208 @blind
Feature: Many Speak as One (blind proof)
  Spirit spell. "Noon Spirit 9, Boot: Put a 0-draw, 1-influence Ancestor Spirit token
  into play at this location."
  Black Elk is a Shaman 3: a pull of 6 reaches 9, a pull of 5 does not.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude      | at          | attachments                           |
      | Black Elk | Town Square | Many Speak as One (Weird West Edition) |

  Scenario: A successful cast puts a 1-influence Ancestor Spirit at the spell's location
    Given Player1's next pull is "6D"
    When Player1 uses "Many Speak as One (Weird West Edition)"
    Then "Ancestor Spirit (Weird West Edition)" is at "Town Square"
    And "Ancestor Spirit (Weird West Edition)" has 1 influence
    And "Ancestor Spirit (Weird West Edition)" has 0 bullets
    And "Ancestor Spirit (Weird West Edition)" is a draw
    And Player1 has 2 dudes in play
    And Player1 has 1 influence
    And "Many Speak as One (Weird West Edition)" is booted

  Scenario: A failed cast (pull 5, one short) puts no token into play
    Given Player1's next pull is "5D"
    When Player1 uses "Many Speak as One (Weird West Edition)"
    Then Player1 has 1 dudes in play
    And Player1 has 0 influence
    And "Many Speak as One (Weird West Edition)" is booted
