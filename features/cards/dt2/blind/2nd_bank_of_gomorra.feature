@card:24107 @blind
Feature: 2nd Bank Of Gomorra (blind proof)
  Controller Noon, Boot: Place 2 ghost rock (from the bank) on this deed.
  Controller Noon, Boot: Take all ghost rock from this deed and add it to your stash.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, 2nd Bank Of Gomorra (Weird West Edition)"
    And Player1 has 3 ghost rock
    And Player2 has these dudes:
      | dude         | at   |
      | Clyde Owens  | home |
      | Olivia Jenks | home |

  Scenario: Placing 2 ghost rock from the bank boots the deed and leaves the stash as it was
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition)"
    Then "2nd Bank Of Gomorra (Weird West Edition)" has 2 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is booted
    And Player1 has 3 ghost rock

  Scenario: A booted bank cannot place more ghost rock the same day
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition)"
    And Player1 tries to use "2nd Bank Of Gomorra (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "2nd Bank Of Gomorra (Weird West Edition)" has 2 ghost rock

  Scenario: The ghost rock stays on the deed overnight and the second ability takes it all
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "2nd Bank Of Gomorra (Weird West Edition)" has 2 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is unbooted
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition) (2nd ability)"
    Then "2nd Bank Of Gomorra (Weird West Edition)" has 0 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is booted

  Scenario: Taking from an empty bank gains nothing
    When Player1 uses "2nd Bank Of Gomorra (Weird West Edition) (2nd ability)"
    Then Player1 has 3 ghost rock
    And "2nd Bank Of Gomorra (Weird West Edition)" is booted
