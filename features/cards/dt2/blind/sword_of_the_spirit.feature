@card:24200 @blind
Feature: Sword of the Spirit (blind proof)
  Spell, Miracle. Noon Miracle 7: Give a dude +1 bullets. While that dude has a Melee
  Weapon, they become a stud and cannot be affected by opposing spells.

  Ezrael Jones (Blessed 1) casts it: 6 + 1 = 7. Steele Archer: a draw, 0 bullets; the
  Rapier is a Melee Weapon (+2 bullets, +1 value). A Noon ability's effect lasts until the
  end of the day (§8.3).

  Scenario: A dude gets +1 bullets and stays a draw without a Melee Weapon
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                              |
      | Ezrael Jones  | Town Square | Sword of the Spirit (Weird West Edition) |
      | Steele Archer | Town Square |                                          |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 1 bullets
    And "Steele Archer" is a draw
    And "Ezrael Jones" is unbooted

  Scenario: With a Melee Weapon the dude becomes a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                              |
      | Ezrael Jones  | Town Square | Sword of the Spirit (Weird West Edition) |
      | Steele Archer | Town Square | Rapier (Weird West Edition)              |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 3 bullets
    And "Steele Archer" is a stud

  Scenario: A failed pull (5 + 1 = 6) gives nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                              |
      | Ezrael Jones  | Town Square | Sword of the Spirit (Weird West Edition) |
      | Steele Archer | Town Square | Rapier (Weird West Edition)              |
    And Player1's next pull is "5H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 2 bullets
    And "Steele Archer" is a draw

  Scenario: With a Melee Weapon, the dude cannot be affected by an opposing spell
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Town Square | Rapier (Weird West Edition)              |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Blood Curse |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 uses "Blood Curse"
    Then Player2 may not choose "Jake Smiley"
    And Player2 may choose "Ezrael Jones"
    And Player2 is asked to "Select a dude"

  Scenario: Without a Melee Weapon an opposing spell may still affect the dude
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Town Square |                                          |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Blood Curse |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 uses "Blood Curse"
    Then Player2 may choose "Jake Smiley"
    And Player2 is asked to "Select a dude"

  Scenario: The +1 bullets lasts the day
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                              |
      | Ezrael Jones  | Town Square | Sword of the Spirit (Weird West Edition) |
      | Steele Archer | Town Square |                                          |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has "bullets +1" from "Sword of the Spirit (Weird West Edition)" until end of day
    When the game advances to the Upkeep phase of day 2
    Then "Steele Archer" has 0 bullets
