@card:13014
Feature: LeMat Revolver (Bad Medicine)
  Goods, Weapon, +1 bullets. Cheatin' Resolution, Boot: Increase your hand rank by this
  dude's bullet rating. Resolution, Boot: Only use this ability if this dude is a stud. If,
  by including the top card of your discard pile with your draw hand, you have three pairs
  (of different values), increase your hand rank by this dude's bullet rating.

  Olivia Jenks (a draw, 2 bullets) carries the LeMat: 3 bullets. Steele Archer is a draw.
  Auto Cattle-Feeder is a king (KH).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments    |
      | Olivia Jenks | Town Square | LeMat Revolver |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |

  Scenario: Against a cheatin' hand the rank rises by the dude's bullets
    Given Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 5
    And "LeMat Revolver" is booted
    And the log contains "Player1 increases their hand rank by 3"
    And Player2 is asked to "Select a casualty"

  Scenario: A draw cannot use the three-pairs ability
    Given Player1's next draw hand is "3H 3D 6C 6S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And Player1's discard pile is "Auto Cattle-Feeder"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    Then the log contains "Player1 has no resolution play and passes"
    And Player1 is asked to "Select a casualty"

  Scenario: A stud shooter with three pairs, counting the discard pile's top card, adds his bullets
    # Enapay, a 0-bullet stud, has 1 bullet with the LeMat: he draws one extra card, the
    # board's 2C (Bottom Dealin'), which is discarded on top of the discard pile.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments                         |
      | Enapay | Town Square | LeMat Revolver |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "3H 3D 6C 6S 2S"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Enapay"
    And Player2 accepts
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 4
    And the log contains "Player1 increases their hand rank by 1"
    And Player1 is asked to "Select a casualty"

  Scenario: Without the third pair, the boot is for nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments                         |
      | Enapay | Town Square | LeMat Revolver |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "3H 3D 6C 6S KS"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Enapay"
    And Player2 accepts
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 3
    And "LeMat Revolver" is booted
    And the log does not contain "Player1 increases their hand rank"
    And Player1 is asked to "Select a casualty"

  Scenario: Only the top card of the discard pile counts
    # The king below the 2C on top would make the third pair.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments                         |
      | Enapay | Town Square | LeMat Revolver |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's discard pile is "Auto Cattle-Feeder"
    And Player1's next draw hand is "3H 3D 6C 6S KS"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Enapay"
    And Player2 accepts
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: A stud in the posse who is not the shooter may use it too
    # Clint Ramsey's stud bonus draws three more cards; the last discarded, Roan (6H),
    # is the discard pile's top card and pairs the 6D.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments    |
      | Enapay       | Town Square | LeMat Revolver |
      | Clint Ramsey | Town Square |                |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "3H 3D 9C 9S 6D"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steele Archer" with "Enapay"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 4
    And the log contains "Player1 increases their hand rank by 1"
    And Player1 is asked to "Select a casualty"
