@card:24243
Feature: Shortcut
  Noon: Move your unbooted dude to another location.
  React: When forming a posse at an adjacent location, target dude does not boot to move to
  the shootout's location.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Shortcut"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Jake Smiley     | Town Square | no     |
      | Pancho Castillo | home        | no     |
      | Clyde Owens     | home        | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Your unbooted dude moves without booting
    When Player1 plays "Shortcut"
    Then the options are:
      """
      Jake Smiley
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "Town Square"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And "Shortcut" is in Player1's discard pile
    And the log contains "Player1 moves Pancho Castillo to Town Square without booting"

  Scenario: A dude joining from next door does not boot
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 reacts with "Shortcut"
    Then "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" has "joins without booting" from "Shortcut" until end of shootout or phase
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 plays Shortcut so that Pancho Castillo joins without booting
      Player1 moves Pancho Castillo to Town Square without booting
      """

  Scenario: An opponent's dude joining is no target
    Given it is Player2's turn
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Steven Wiles | Player2's home |
    When Player2 calls out "Jake Smiley" with "Olivia Jenks"
    And Player1 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 is done
    Then "Steven Wiles" is booted
    And "Shortcut" is in Player1's hand
    And Player2 is asked to "Select a dude"
