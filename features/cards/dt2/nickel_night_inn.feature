@card:24121
Feature: Nickel Night Inn (Weird West Edition)
  Controller Noon, Boot: Boot a dude with a value of 3 or less at a nearby location.

  Olivia Jenks prints value 2, Lawrence Blackwood 3, Marion Seville 4, Jake Smiley 1 (0 influence),
  Steven Wiles 3 influence. The Inn stands next to Player1's home; the town square is
  adjacent to it, Player2's Bank of California is not.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Nickel Night Inn (Weird West Edition)"
    And Player2 has these dudes:
      | dude               | at                                    |
      | Jake Smiley        | Nickel Night Inn (Weird West Edition) |
      | Lawrence Blackwood | Town Square                           |
      | Marion Seville     | Town Square                           |
      | Olivia Jenks       | Bank of California                    |

  Scenario: The Inn boots a cheap dude nearby
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    Then the options are:
      """
      Jake Smiley
      Lawrence Blackwood
      cancel
      """
    When Player1 selects "Lawrence Blackwood"
    Then "Lawrence Blackwood" is booted
    And "Nickel Night Inn (Weird West Edition)" is booted
    And the log contains "Player1 uses Nickel Night Inn (Weird West Edition) to boot Lawrence Blackwood"

  Scenario: Whoever controls the Inn uses it
    Given Player2 has these dudes:
      | dude         | at                                    |
      | Steven Wiles | Nickel Night Inn (Weird West Edition) |
    And Player1 has these dudes:
      | dude           | at          |
      | Tommy Harden   | Town Square |
    And it is Player2's turn
    When Player2 uses "Nickel Night Inn (Weird West Edition)"
    And Player2 selects "Tommy Harden"
    Then "Tommy Harden" is booted
    And the log contains "Player2 uses Nickel Night Inn (Weird West Edition) to boot Tommy Harden"
