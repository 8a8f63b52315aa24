@card:24158
Feature: Roan (Weird West Edition)
  React, Boot: When joining a posse, this dude does not boot (this does not allow a
  booted dude to join a posse).

  The Weird West Edition rewords the Base Set card ("this dude does not boot" when
  joining a posse); it shares the Base Set script, and these scenarios prove it behaves
  the same.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments               |
      | Jake Smiley     | Town Square |                           |
      | Pancho Castillo | home        | Roan (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:ability.react
  Scenario: Booting Roan (Weird West Edition) lets its rider join the posse without booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 reacts with "Roan (Weird West Edition)"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Town Square"
    And "Roan (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Roan (Weird West Edition) so that Pancho Castillo joins without booting
      Player1 moves Pancho Castillo to Town Square without booting
      """

  @rule:shootout.posse
  Scenario: Without the react the rider boots to join as usual
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 passes
    Then "Pancho Castillo" is booted
    And "Roan (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 boots Pancho Castillo to move them to Town Square"

  @rule:ability.react
  Scenario: The react is not offered when the rider joins without booting anyway
    Given Player1 has these dudes:
      | dude            | at          | attachments               |
      | Jake Smiley     | Town Square |                           |
      | Pancho Castillo | Town Square | Roan (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then Player1 is asked to "Select a dude"
    And "Roan (Weird West Edition)" is unbooted
    And the options are:
      """
      Jake Smiley
      Pancho Castillo
      """
    And the log contains "Player1 forms a posse of Jake Smiley, Pancho Castillo"
