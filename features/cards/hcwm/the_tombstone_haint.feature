@card:22004
Feature: The Tombstone Haint
  The Haint has +2 influence during the Upkeep phase.

  The Haint prints 0 influence.

  Background:
    Given Player1 has these dudes:
      | dude                | at          |
      | The Tombstone Haint | Town Square |

  Scenario: During the Upkeep phase the Haint has 2 influence
    Given the phase is Upkeep
    Then "The Tombstone Haint" has 2 influence
    And Player1 has 2 influence

  Scenario: Outside the Upkeep phase the Haint has no influence
    Given the phase is High Noon
    Then "The Tombstone Haint" has 0 influence
    And Player1 has 0 influence
