@card:24033
Feature: Lane Healey (Weird West Edition)
  While Lane has a Horse, he gets +2 bullets and -1 upkeep.

  The Weird West Edition adds -1 upkeep to the Base Set card's +2 bullets while Lane has
  a Horse. It has its own script, the Base Set trait with both effects; these scenarios
  mirror the Base Set ones and prove the upkeep too. Lane prints 1 bullets and 2 upkeep.
  Mustang is a Horse; Peacemaker is a Weapon with +1 bullets.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mustang, Peacemaker"

  Scenario: Saddling a Horse gives Lane 2 extra bullets
    Given Player1 has these dudes:
      | dude                             | at   |
      | Lane Healey (Weird West Edition) | home |
    When Player1 attaches "Mustang" to "Lane Healey (Weird West Edition)"
    Then "Lane Healey (Weird West Edition)" has 3 bullets
    And "Lane Healey (Weird West Edition)" has 1 upkeep
    And the log contains "Player1 attaches Mustang to Lane Healey (Weird West Edition) for 3 ghost rock"

  Scenario: Goods that are not a Horse do not count
    Given Player1 has these dudes:
      | dude                             | at   |
      | Lane Healey (Weird West Edition) | home |
    When Player1 attaches "Peacemaker" to "Lane Healey (Weird West Edition)"
    Then "Lane Healey (Weird West Edition)" has 2 bullets
    And "Lane Healey (Weird West Edition)" has 2 upkeep
    And the log contains "Player1 attaches Peacemaker to Lane Healey (Weird West Edition) for 2 ghost rock"

  Scenario: Trading the Horse away ends the bonus, and the new rider does not get it
    Given Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
      | Jon Longstride                   | home |             |
    Then "Lane Healey (Weird West Edition)" has 3 bullets
    When Player1 trades "Mustang" to "Jon Longstride"
    Then "Lane Healey (Weird West Edition)" has 1 bullets
    And "Lane Healey (Weird West Edition)" has 2 upkeep
    And "Jon Longstride" has 0 upkeep
    And "Jon Longstride" has 2 bullets
    And the log contains "Player1 trades Mustang from Lane Healey (Weird West Edition) to Jon Longstride"

  Scenario: Lane keeps the bonus wherever he rides
    Given Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
    When Player1 moves "Lane Healey (Weird West Edition)" to "Town Square"
    Then "Lane Healey (Weird West Edition)" has 3 bullets
    And the log contains "Player1 moves Lane Healey (Weird West Edition) to Town Square without booting"

  Scenario: Mounted, Lane is paid 1 ghost rock less upkeep
    Given the phase is Upkeep
    And Player1 has these dudes:
      | dude                             | at   | attachments |
      | Lane Healey (Weird West Edition) | home | Mustang     |
    When Player1 pays upkeep
    Then the phase is High Noon
    And the log contains "Player1 pays 1 ghost rock upkeep"

  Scenario: On foot, Lane is paid his printed upkeep
    Given the phase is Upkeep
    And Player1 has these dudes:
      | dude                             | at   |
      | Lane Healey (Weird West Edition) | home |
    When Player1 pays upkeep
    Then the phase is High Noon
    And the log contains "Player1 pays 2 ghost rock upkeep"
