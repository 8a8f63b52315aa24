@card:24196 @blind
Feature: Shield of Faith (blind proof)
  Spell, Miracle. Shootout Miracle 7, Boot: Except for Cheatin' Resolutions, player's card
  effects cannot ace or discard dudes owned by another player. Reduce your casualties this
  round by 1.

  Ezrael Jones (Blessed 1) casts it: 6 + 1 = 7. Bai Yang Chen carries a Shotgun (4 bullets:
  he may ace a dude of value 4 or less, Steele Archer). Player1's Two Pair (3) loses to
  Three of a Kind (4) by 1.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Ezrael Jones  | Town Square | Shield of Faith (Weird West Edition) |
      | Steele Archer | Town Square |                                      |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Bai Yang Chen | Town Square | Shotgun     |
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"

  Scenario: Casualties reduced by 1: losing by 1 costs nothing
    Given Player1's next pull is "6H"
    When Player1 calls out "Bai Yang Chen" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 passes
    And Player1 picks "Steele Archer" as shooter
    Then Player1 takes 0 casualties
    And "Steele Archer" is in play
    And "Shield of Faith (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Another player's card effect cannot ace your dude
    Given Player1's next pull is "6H"
    When Player1 calls out "Bai Yang Chen" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in play
    And "Steele Archer" is not in Player1's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: A failed pull (5 + 1 = 6) protects nothing
    Given Player1's next pull is "5H"
    When Player1 calls out "Bai Yang Chen" with "Ezrael Jones"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player1's boot hill
    And Player1 is asked to "Select a casualty"
