@card:24195 @blind
Feature: Holy Roller (blind proof)
  Spell, Miracle. Shootout Miracle 6, Boot: This dude gets +1 bullets and cannot be chosen
  as a casualty this round unless you lose by 3 or more hand ranks.

  Ezrael Jones (Blessed 1, 1 bullet) casts it: 5 + 1 = 6. Player2's Three of a Kind is
  rank 4: Two Pair (3) loses by 1, One Pair (2) by 2, High Card (1) by 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                      |
      | Ezrael Jones  | Town Square | Holy Roller (Weird West Edition) |
      | Steele Archer | Town Square |                                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "3H 3S 3D 6C KH"

  Scenario: Losing by 1, the dude gets +1 bullets and cannot be chosen as a casualty
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Holy Roller (Weird West Edition)"
    Then "Ezrael Jones" has 2 bullets
    And "Holy Roller (Weird West Edition)" is booted
    When Player1 picks "Steele Archer" as shooter
    Then Player1 takes 1 casualty
    And Player1 may not choose "discard Ezrael Jones"
    And Player1 may choose "discard Steele Archer"
    And Player1 is asked to "Select a casualty"

  Scenario: Losing by 2 is not enough either
    Given Player1's next draw hand is "2H 2D 5C 9S KD"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Holy Roller (Weird West Edition)"
    And Player1 picks "Steele Archer" as shooter
    Then Player1 takes 2 casualties
    And Player1 may not choose "discard Ezrael Jones"
    And Player1 is asked to "Select a casualty"

  Scenario: Losing by 3, the dude may be chosen as a casualty
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Holy Roller (Weird West Edition)"
    And Player1 picks "Steele Archer" as shooter
    Then Player1 takes 3 casualties
    And Player1 may choose "discard Ezrael Jones"
    And Player1 is asked to "Select a casualty"

  Scenario: A pull of 4 fails against Miracle 6: no bullets, no protection
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1's next pull is "4H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Holy Roller (Weird West Edition)"
    Then "Ezrael Jones" has 1 bullets
    When Player1 picks "Steele Archer" as shooter
    Then Player1 may choose "discard Ezrael Jones"
    And Player1 is asked to "Select a casualty"
