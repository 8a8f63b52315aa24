@card:24113 @blind
Feature: B & B Attorneys (Weird West Edition) (blind proof)
  Controller Noon, Boot: Give a wanted dude 1 bounty, or remove 1 bounty from a wanted dude.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, B & B Attorneys (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Pancho Castillo | home | 2      |
      | Jake Smiley     | home |        |

  Scenario: The deed boots to raise a wanted dude's bounty by 1
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then "Pancho Castillo" has 3 bounty
    And "B & B Attorneys (Weird West Edition)" is booted

  Scenario: The deed boots to remove 1 bounty from a wanted dude
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "lower"
    Then "Pancho Castillo" has 1 bounty
    And "B & B Attorneys (Weird West Edition)" is booted

  Scenario: A dude who is not wanted cannot be given a bounty
    When Player1 uses "B & B Attorneys (Weird West Edition)"
    Then Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a dude"
