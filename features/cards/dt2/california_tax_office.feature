@card:24134
Feature: California Tax Office (Weird West Edition)
  This deed enters play booted.
  Controller Noon, Boot: Target another player's dude. That dude's owner either pays their
  upkeep or discards them. Reduce their upkeep to 0 until after the next Upkeep.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Paying the upkeep keeps the dude, whose upkeep is 0 until after the next Upkeep
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "pay their upkeep"
    Then Player2 has 0 ghost rock
    And "California Tax Office (Weird West Edition)" is booted
    And "Olivia Jenks" has 0 upkeep
    And "Olivia Jenks" has "upkeep fixed at 0" from "California Tax Office (Weird West Edition)" until end of phase
    And the log contains "Player2 pays 1 ghost rock upkeep for Olivia Jenks"
    When the game advances to the Upkeep phase of day 2
    Then "Olivia Jenks" has 0 upkeep
    When the game advances to the High Noon phase of day 2
    Then "Olivia Jenks" has 1 upkeep

  Scenario: The owner may discard the dude instead
    Given Player2 has 2 ghost rock
    When Player1 uses "California Tax Office (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then the options are:
      """
      pay their upkeep
      discard them
      """
    When Player2 chooses "discard them"
    Then "Olivia Jenks" is in Player2's discard pile
    And Player2 has 2 ghost rock
    And the log contains "Player2 discards Olivia Jenks"

  Scenario: An owner who cannot pay the upkeep must discard the dude
    Given Player2 has 0 ghost rock
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then the options are:
      """
      discard them
      """

  Scenario: The deed enters play booted
    Given Player1's street is "home"
    And Player1's hand is "California Tax Office (Weird West Edition)"
    And Player1 has 2 ghost rock
    When Player1 builds "California Tax Office (Weird West Edition)" on the right of their street
    Then "California Tax Office (Weird West Edition)" is booted
    And Player1 has 0 ghost rock
