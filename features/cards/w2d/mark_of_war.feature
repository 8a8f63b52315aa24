@card:23042
Feature: Mark of War
  Spell, Hex. Noon Hex 7, Boot: This dude's call outs cannot be refused. Discard this Hex.

  Steele Archer is a Huckster 2: the Hex succeeds on a pull of 5 or more.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mark of War |
      | Jake Smiley   | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Cast, the Huckster's call outs cannot be refused that day and the Hex is discarded
    Given Player1's next pull is "5H"
    When Player1 uses "Mark of War"
    Then "Mark of War" is in Player1's discard pile
    And "Steele Archer" has "its call outs cannot be refused" from "Mark of War" until end of day
    And the log contains in order:
      """
      Player1 makes Steele Archer's call outs impossible to refuse
      Player1 discards Mark of War
      """
    When Player2 passes
    And Player1 calls out "Pancho Castillo" with "Steele Archer"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  Scenario: Another dude's call out may still be refused
    Given Player1's next pull is "5H"
    When Player1 uses "Mark of War"
    And Player2 passes
    And Player1 calls out "Pancho Castillo" with "Jake Smiley"
    Then Player2 may choose "refuse"
    And Player2 is asked to "Select an option"

  Scenario: A pull of 4 (6 in all) fails: the Hex stays, booted
    Given Player1's next pull is "4H"
    When Player1 uses "Mark of War"
    Then "Mark of War" is booted
    And "Mark of War" is attached to "Steele Archer"
    And "Steele Archer" has no lasting effects
