@card:24033 @blind
Feature: Lane Healey (Weird West Edition) (blind proof)
  While Lane has a Horse, he gets +2 bullets and -1 upkeep.

  Lane Healey: 1 bullet (stud), upkeep 2, influence 3. Mustang is a Horse. Player1's outfit
  is Morgan Cattle Co., Lane's faction, so no off-faction upkeep is added (digest §1.6).

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"

  Scenario: With a Horse Lane has 3 bullets and 1 upkeep
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
    Then "Lane Healey (Weird West Edition)" has 3 bullets
    And "Lane Healey (Weird West Edition)" has 1 upkeep
    And "Lane Healey (Weird West Edition)" has 3 influence

  Scenario: Without a Horse Lane keeps his printed 1 bullet and 2 upkeep
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Shotgun     |
    Then "Lane Healey (Weird West Edition)" has 2 bullets
    And "Lane Healey (Weird West Edition)" has 2 upkeep

  Scenario: The bonus comes as the Horse is attached
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at   |
      | Lane Healey (Weird West Edition) | home |
    And Player1's hand is "Mustang"
    And Player1 has 5 ghost rock
    Then "Lane Healey (Weird West Edition)" has 1 bullets
    When Player1 attaches "Mustang" to "Lane Healey (Weird West Edition)"
    Then "Lane Healey (Weird West Edition)" has 3 bullets
    And "Lane Healey (Weird West Edition)" has 1 upkeep
    And Player1 has 2 ghost rock

  Scenario: The lower upkeep is what Lane costs at Upkeep (10 + 3 production - 1)
    Given the phase is Gamblin'
    And Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
    And Player1 has 10 ghost rock
    When the game advances to Upkeep
    And Player1 pays upkeep
    Then "Lane Healey (Weird West Edition)" is in play
    And Player1 has 12 ghost rock
    And the log contains "Player1 pays 1 ghost rock upkeep"

  Scenario: The bonus ends when Lane no longer has the Horse
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
      | Pancho Castillo                  | home |             |
    When Player1 trades "Mustang" to "Pancho Castillo"
    Then "Mustang" is attached to "Pancho Castillo"
    And "Lane Healey (Weird West Edition)" has 1 bullets
    And "Lane Healey (Weird West Edition)" has 2 upkeep
    And "Pancho Castillo" has 3 bullets
