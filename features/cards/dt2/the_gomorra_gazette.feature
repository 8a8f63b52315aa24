@card:24126
Feature: The Gomorra Gazette (Weird West Edition)
  Controller React, Boot: After an opposing dude's bounty increases, gain ghost rock equal
  to their influence.

  Olivia Jenks prints 2 influence. B & B Attorneys raises a wanted dude's bounty.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, B & B Attorneys, The Gomorra Gazette (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |

  Scenario: An opposing dude's bounty rises: gain ghost rock equal to his influence
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "raise"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "The Gomorra Gazette (Weird West Edition)"
    Then Player1 has 2 ghost rock
    And "The Gomorra Gazette (Weird West Edition)" is booted
    And the log contains "Player1 uses The Gomorra Gazette (Weird West Edition) to gain 2 ghost rock from Olivia Jenks's bounty"

  Scenario: Your own dude's bounty, or a lowered one, does not count
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then "Pancho Castillo" has 2 bounty
    And Player1 may not choose "The Gomorra Gazette (Weird West Edition)"

  Scenario: A lowered bounty does not count
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "lower"
    Then "Olivia Jenks" has 0 bounty
    And Player1 may not choose "The Gomorra Gazette (Weird West Edition)"

  Scenario: A bounty that cannot go lower does not count either
    Sloane's bounty is always at least 1: lowering it changes nothing.
    Given Player2 has these dudes:
      | dude   | at          | bounty |
      | Sloane | Town Square | 1      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Sloane"
    And Player1 chooses "lower"
    Then "Sloane" has 1 bounty
    And Player1 may not choose "The Gomorra Gazette (Weird West Edition)"

  Scenario: Whoever controls the Gazette reacts
    Given Player2 has these dudes:
      | dude         | at                                       |
      | Steven Wiles | The Gomorra Gazette (Weird West Edition) |
    And Player2 has 0 ghost rock
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "The Gomorra Gazette (Weird West Edition)"
    Then Player2 has 2 ghost rock
