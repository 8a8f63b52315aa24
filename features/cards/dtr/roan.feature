@card:01088
Feature: Roan
  React, Boot: Prevent this dude from booting when they join a posse (this does not allow
  a booted dude to join a posse).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Jake Smiley     | Town Square |             |
      | Pancho Castillo | home        | Roan        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:ability.react
  Scenario: Booting Roan lets its rider join the posse without booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 reacts with "Roan"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Town Square"
    And "Roan" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Roan so that Pancho Castillo joins without booting
      Player1 moves Pancho Castillo to Town Square without booting
      """

  @rule:shootout.posse
  Scenario: Without the react the rider boots to join as usual
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 passes
    Then "Pancho Castillo" is booted
    And "Roan" is unbooted
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 boots Pancho Castillo to move them to Town Square"

  @rule:ability.react
  Scenario: The react is not offered when the rider joins without booting anyway
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Jake Smiley     | Town Square |             |
      | Pancho Castillo | Town Square | Roan        |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then Player1 is asked to "Select a dude"
    And "Roan" is unbooted
    And the options are:
      """
      Jake Smiley
      Pancho Castillo
      """
    And the log contains "Player1 forms a posse of Jake Smiley, Pancho Castillo"
