@card:24116 @blind
Feature: Charlie's Place (Weird West Edition) (blind proof)
  Controller Noon, Boot: Give a dude at this location +2 or -2 bullets.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at                                   |
      | Jake Smiley | Charlie's Place (Weird West Edition) |
      | Allie Hensman | home                               |

  Scenario: A dude at the saloon gets +2 bullets
    When Player1 uses "Charlie's Place (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "raise"
    Then "Jake Smiley" has 3 bullets
    And "Charlie's Place (Weird West Edition)" is booted

  Scenario: A dude at the saloon gets -2 bullets
    When Player1 uses "Charlie's Place (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "lower"
    Then "Jake Smiley" has 0 bullets

  Scenario: A dude elsewhere cannot be chosen
    When Player1 uses "Charlie's Place (Weird West Edition)"
    Then Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"
