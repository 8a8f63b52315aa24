@card:24009
Feature: Law Dogs (Weird West Edition)
  Noon, Boot: Boot your dudes with total influence greater than target dude's influence to
  add 1 bounty to that dude.

  The Weird West Edition folds "Choose a dude" into "target dude": the 2021 rules' word
  for choosing (§8.1), the same dude, the same booting cost and the same 1 bounty, so this
  printing shares the Base Set script (cards/dtr/law_dogs.py).

  Background:
    Given a game between "Law Dogs (Weird West Edition)" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Clyde Owens     | home        |
      | Tommy Harden    | home        |
      | Philip Swinford | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Booting dudes with more influence than the chosen dude raises its bounty
    When Player1 uses "Law Dogs (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clyde Owens"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Tommy Harden"
    And Player1 may not choose "Clyde Owens"
    When Player1 selects "Tommy Harden"
    Then "Olivia Jenks" has 1 bounty
    And "Clyde Owens" is booted
    And "Tommy Harden" is booted
    And "Philip Swinford" is unbooted
    And "Law Dogs (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Law Dogs (Weird West Edition) on Olivia Jenks
      Player1 boots Clyde Owens, Tommy Harden to raise the bounty on Olivia Jenks by 1
      """
