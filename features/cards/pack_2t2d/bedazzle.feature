@card:20043
Feature: Bedazzle
  Cheatin' Resolution Hex 3, Boot: Lower a player's hand rank by 2. If this is a shootout,
  give an opposing dude a bullet penalty equal to their current bullets that lasts the
  remainder of the shootout.

  Avie Cline is a Huckster 0: a pull of 3 or more succeeds. Pancho Castillo has 3
  bullets. 3H 3H is a cheatin' pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Avie Cline    | Town Square | Bedazzle    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: A hand rank lowered by 2, and an opposing dude down to 0 bullets for the shootout
    Given Player1's next pull is "3C"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Avie Cline"
    And Player2 accepts
    And Player1 uses "Bedazzle"
    And Player1 chooses "Player2"
    And Player1 selects "Pancho Castillo"
    Then Player2's hand rank is 2
    And "Pancho Castillo" has 0 bullets
    And "Pancho Castillo" has "bullets -3" from "Bedazzle" until end of shootout
    And "Bedazzle" is booted
    And the log contains in order:
      """
      Player1 lowers Player2's hand rank by 2
      Player1 gives Pancho Castillo -3 bullets for the shootout
      """
    And Player2 is asked to "Select a casualty"

  Scenario: A pull of 2 fails: nothing lowered, no penalty
    Given Player1's next pull is "2C"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Avie Cline"
    And Player2 accepts
    And Player1 uses "Bedazzle"
    Then Player2's hand rank is 4
    And "Pancho Castillo" has 3 bullets
    And "Bedazzle" is booted
    And Player1 is asked to "Select a casualty"

  @rule:shootout.cheatin
  Scenario: Against a legal hand Bedazzle cannot be cast
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's hand is "Cheatin' Varmint"
    And Player1 has 5 ghost rock
    When Player1 calls out "Pancho Castillo" with "Avie Cline"
    And Player2 accepts
    And Player1 tries to use "Bedazzle"
    Then the play is refused by rule "shootout.cheatin"
    And "Bedazzle" is unbooted
    And Player1 is asked to "Select a play"
