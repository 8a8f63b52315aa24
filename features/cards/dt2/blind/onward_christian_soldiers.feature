@card:24191 @blind
Feature: Onward Christian Soldiers (blind proof)
  Spell, Miracle, Hymn. Shootout Miracle 4, Boot: All dudes in your posse get +1 bullets,
  and cannot have their bullets reduced or changed to a draw by other players' card
  effects.

  Ezrael Jones (Blessed 1, 1 bullet) casts it: a pull of 3 or more succeeds (3 + 1 = 4).
  Steele Archer has 0 bullets; Jake Smiley (1 bullet) stays home, out of the posse. A Shootout
  ability's effect lasts until the end of the shootout (§8.3).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                                    |
      | Ezrael Jones  | Town Square | Onward Christian Soldiers (Weird West Edition) |
      | Steele Archer | Town Square |                                                |
      | Jake Smiley   | home        |                                                |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Unprepared (Weird West Edition)"

  Scenario: Every dude in the posse gets +1 bullets until the end of the shootout
    Given Player1's next pull is "3H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Ezrael Jones" has 2 bullets
    And "Steele Archer" has 1 bullets
    And "Jake Smiley" has 1 bullets
    And "Olivia Jenks" has 2 bullets
    And "Onward Christian Soldiers (Weird West Edition)" is booted
    And "Steele Archer" has "bullets +1, bullets not lowered by opponents' card effects, cannot be changed to a draw by opponents' card effects" from "Onward Christian Soldiers (Weird West Edition)" until end of shootout
    And Player2 is asked to "Select a play"

  Scenario: A pull of 2 fails against Miracle 4: no bullets
    Given Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Ezrael Jones" has 1 bullets
    And "Steele Archer" has 0 bullets
    And "Onward Christian Soldiers (Weird West Edition)" is booted
    And Player2 is asked to "Select a play"

  Scenario: Another player's card effect cannot reduce their bullets
    Given Player1's next pull is "3H"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    And Player2 plays "Unprepared (Weird West Edition)"
    And Player2 selects "Ezrael Jones"
    Then "Ezrael Jones" is booted
    And "Ezrael Jones" has 2 bullets
    And Player1 is asked to "Select a dude"
