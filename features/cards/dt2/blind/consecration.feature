@card:24197 @blind
Feature: Consecration (blind proof)
  Spell, Miracle. Cheatin' Resolution Miracle 7: One of your dudes becomes a stud and gets
  +2 bullets and +2 influence until Nightfall. If this is a shootout, reduce your
  casualties this round by 3.

  Ezrael Jones (Blessed 1) casts it: 6 + 1 = 7. Steele Archer: a draw, 0 bullets,
  2 influence. Player2's cheatin' Three of a Kind (4) beats Player1's Two Pair (3) by 1.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                       |
      | Ezrael Jones  | Town Square | Consecration (Weird West Edition) |
      | Steele Archer | Town Square |                                   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Against a cheatin' hand: a stud with +2 bullets and +2 influence, casualties reduced by 3
    Given Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "6H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "Consecration (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is a stud
    And "Steele Archer" has 2 bullets
    And "Steele Archer" has 4 influence
    And "Ezrael Jones" has 1 bullets
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: A failed pull (5 + 1 = 6) does nothing
    Given Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "5H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "Consecration (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is a draw
    And "Steele Archer" has 2 influence
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  @rule:shootout.cheatin
  Scenario: Against a legal hand it cannot be cast
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    Then Player1 takes 1 casualty
    And "Steele Archer" is a draw
    And Player1 is asked to "Select a casualty"
