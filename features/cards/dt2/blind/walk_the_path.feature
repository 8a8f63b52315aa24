@card:24198 @blind
Feature: Walk the Path (blind proof)
  Spell, Miracle. Noon Miracle 6, Boot: Move your other dude to this Blessed's location
  (from any location, without booting.)
  Shootout Miracle 7, Boot: One of your dudes joins this dude's posse (moving if
  necessary). Unboot that dude.

  Ezrael Jones (Blessed 1) casts it: 5 + 1 = 6, 6 + 1 = 7.

  Scenario: At Noon your other dude moves to the Blessed without booting
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                        |
      | Ezrael Jones  | Town Square | Walk the Path (Weird West Edition) |
      | Steele Archer | home        |                                    |
    And Player1's next pull is "5H"
    When Player1 uses "Walk the Path (Weird West Edition)"
    Then Player1 may not choose "Ezrael Jones"
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And "Walk the Path (Weird West Edition)" is booted

  Scenario: At Noon a failed pull (4 + 1 = 5) moves nobody
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                        |
      | Ezrael Jones  | Town Square | Walk the Path (Weird West Edition) |
      | Steele Archer | home        |                                    |
    And Player1's next pull is "4H"
    When Player1 uses "Walk the Path (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "home"

  Scenario: In a shootout a booted dude of yours joins the posse, moving, and unboots
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                        | booted |
      | Ezrael Jones  | Town Square | Walk the Path (Weird West Edition) | no     |
      | Steele Archer | home        |                                    | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "6H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Walk the Path (Weird West Edition) (2nd ability)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And Player1's posse is "Ezrael Jones, Steele Archer"
    And Player1 is asked to "Select a dude"
