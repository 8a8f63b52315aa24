Feature: Moving dudes at High Noon
  Rules digest §4.2: a standard move needs an unbooted dude; home to an adjacent
  location and town square to an adjacent location other than your home are free,
  every other move boots the dude.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | home        |
      | Allie Hensman | Town Square |

  @rule:move.free
  Scenario: A dude walks from home to the town square without booting
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is unbooted
    And the log contains "Player1 moves Jake Smiley to Town Square without booting"

  @rule:move.boot
  Scenario: Walking from the town square back home boots the dude
    When Player1 moves "Allie Hensman" to "Player1's home"
    Then "Allie Hensman" is at "Player1's home"
    And "Allie Hensman" is booted
    And the log contains "Player1 boots Allie Hensman to move them to Player1's home"

  @rule:move.unbooted
  Scenario: A booted dude cannot move
    Given Player1 has these dudes:
      | dude        | booted |
      | Jake Smiley | yes    |
    When Player1 tries to move "Jake Smiley" to "Town Square"
    Then the play is refused because "Jake Smiley is booted"
    And the play is refused by rule "move.unbooted"
    And "Jake Smiley" is at "Player1's home"
