@card:20043 @blind
Feature: Bedazzle (blind proof)
  Spell, Hex.
  Cheatin' Resolution Hex 3, Boot: Lower a player's hand rank by 2. If this is a shootout,
  give an opposing dude a bullet penalty equal to their current bullets that lasts the
  remainder of the shootout.

  Steele Archer is a Huckster 2: a pull of 1 or more casts it (difficulty 3). Player2's
  cheatin' four of a kind is rank 8. Clint Ramsey has 2 bullets, Steven Wiles 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Bedazzle    |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Steven Wiles | Town Square |

  Scenario: The cheater's rank drops by 2 and an opposing dude loses all his bullets
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS KH KD 4C"
    When Player1 calls out "Clint Ramsey" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clint Ramsey" as shooter
    And Player1 uses "Bedazzle"
    And Player1 chooses "Player2"
    And Player1 selects "Steven Wiles"
    Then Player2's hand rank is 6
    And "Steven Wiles" has 0 bullets
    And "Steven Wiles" has "bullets -3" from "Bedazzle" until end of shootout
    And "Clint Ramsey" has 2 bullets
    And "Bedazzle" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A failed cast changes nothing
    Given Player1's next pull is "AH"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS KH KD 4C"
    And "Steele Archer" gets "skill:huckster -2" from "Steele Archer" until end of day
    When Player1 calls out "Clint Ramsey" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clint Ramsey" as shooter
    And Player1 uses "Bedazzle"
    Then Player2's hand rank is 8
    And "Steven Wiles" has 3 bullets
    And Player1 is asked to "Select a casualty"
