@card:23007
Feature: Al Swearengen
  Noon, Pay 4 Ghost Rock: Al permanently has +1 bullets, +1 influence, is a stud, and
  loses this ability.

  Al prints 1 bullets, a draw, 1 influence.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude          | at          |
      | Al Swearengen | Town Square |
    And Player2 has these dudes:
      | dude           | at             |
      | Sloane          | Player2's home |

  Scenario: Al pays 4 ghost rock for +1 bullets, +1 influence and a stud, for good
    When Player1 uses "Al Swearengen"
    Then Player1 has 6 ghost rock
    And "Al Swearengen" has 2 bullets
    And "Al Swearengen" has 2 influence
    And "Al Swearengen" is a stud
    And "Al Swearengen" is unbooted
    And the log contains in order:
      """
      Player1 uses Al Swearengen
      Player1 gives Al Swearengen +1 bullets, +1 influence and makes him a stud
      """
    When the game advances to the High Noon phase of day 2
    Then "Al Swearengen" has 2 bullets
    And "Al Swearengen" has 2 influence
    And "Al Swearengen" is a stud
    When Player1 tries to use "Al Swearengen"
    Then the play is refused by rule "ability.condition"

  Scenario: Without 4 ghost rock he cannot
    Given Player1 has 3 ghost rock
    When Player1 tries to use "Al Swearengen"
    Then the play is refused by rule "ability.cost"
    And "Al Swearengen" is a draw
