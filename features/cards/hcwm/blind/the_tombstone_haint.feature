@card:22004 @blind
Feature: The Tombstone Haint (blind proof)
  The Haint has +2 influence during the Upkeep phase.

  The Haint prints 0 influence.

  Scenario: Outside the Upkeep phase the Haint has his printed influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at   |
      | The Tombstone Haint | home |
    Then "The Tombstone Haint" has 0 influence

  Scenario: During the Upkeep phase the Haint has +2 influence
    Given the phase is Upkeep
    And Player1 has these dudes:
      | dude                | at   |
      | The Tombstone Haint | home |
    Then "The Tombstone Haint" has 2 influence
