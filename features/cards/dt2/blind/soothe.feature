@card:24199 @blind
Feature: Soothe (blind proof)
  Spell, Miracle. Noon Miracle 8, Boot: Boot this dude to unboot another dude at a nearby
  location.

  Ezrael Jones (Blessed 1) casts it: 7 + 1 = 8.

  Scenario: The Blessed boots and another dude nearby unboots
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                 | booted |
      | Ezrael Jones  | Town Square | Soothe (Weird West Edition) | no     |
      | Steele Archer | Town Square |                             | yes    |
    And Player1's next pull is "7H"
    When Player1 uses "Soothe (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is unbooted
    And "Ezrael Jones" is booted
    And "Soothe (Weird West Edition)" is booted

  Scenario: A failed pull (6 + 1 = 7) unboots nobody
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                 | booted |
      | Ezrael Jones  | Town Square | Soothe (Weird West Edition) | no     |
      | Steele Archer | Town Square |                             | yes    |
    And Player1's next pull is "6H"
    When Player1 uses "Soothe (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is booted

  Scenario: A booted Blessed cannot boot to soothe anyone
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                 | booted |
      | Ezrael Jones  | Town Square | Soothe (Weird West Edition) | yes    |
      | Steele Archer | Town Square |                             | yes    |
    When Player1 tries to use "Soothe (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Steele Archer" is booted

  Scenario: The dude unbooted may be another player's
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                 |
      | Ezrael Jones | Town Square | Soothe (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    And Player1's next pull is "7H"
    When Player1 uses "Soothe (Weird West Edition)"
    Then Player1 may not choose "Ezrael Jones"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "Ezrael Jones" is booted
