@card:24112 @blind
Feature: Yan Li's Tailoring (Weird West Edition) (blind proof)
  Controller Noon, Boot: Give a dude +1 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Yan Li's Tailoring (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |

  Scenario: The tailoring boots to give a dude +1 influence
    When Player1 uses "Yan Li's Tailoring (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 1 influence
    And "Yan Li's Tailoring (Weird West Edition)" is booted

  Scenario: A booted tailoring cannot be used again
    When Player1 uses "Yan Li's Tailoring (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 passes
    And Player1 tries to use "Yan Li's Tailoring (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Jake Smiley" has 1 influence
