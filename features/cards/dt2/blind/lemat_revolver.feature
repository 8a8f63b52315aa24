@card:24162 @blind
Feature: LeMat Revolver (blind proof)
  Weapon, +1 bullets. "Cheatin' Resolution, Boot: Increase your hand rank by this dude's
  bullet rating. Resolution, Boot: Only use this ability if this dude is a stud and your
  shooter. While, by including the top card of your discard pile with your draw hand,
  you have three pairs (of different values), increase your hand rank by this dude's
  bullet rating."
  Clint Ramsey: 2-bullet stud, 3 with the LeMat.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                         |
      | Clint Ramsey | Town Square | LeMat Revolver (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"

  Scenario: Against a cheatin' hand the hand rank rises by the dude's 3 bullets
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "LeMat Revolver (Weird West Edition)"
    Then Player1's hand rank is 5
    And "LeMat Revolver (Weird West Edition)" is booted

  Scenario: Two pairs plus a third pair with the discard pile's top card: +3 rank
    Given Player1's discard pile is "Shotgun"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "LeMat Revolver (Weird West Edition) (2nd ability)"
    Then Player1's hand rank is 6
