@card:24162 @blind
Feature: LeMat Revolver (blind proof)
  Weapon, +1 bullets. "Cheatin' Resolution, Boot: Increase your hand rank by this dude's
  bullet rating. Resolution, Boot: Only use this ability if this dude is a stud and your
  shooter. While, by including the top card of your discard pile with your draw hand,
  you have three pairs (of different values), increase your hand rank by this dude's
  bullet rating."
  Clint Ramsey: 2-bullet stud, 3 with the LeMat. Clint's stud bonus
  draws 3 extra cards, discarded after the draw: all three are 4s (Steele Archer 4S,
  B & B Attorneys 4D, Xui Yin Chen 4S), so the discard pile's top card is a 4.

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
    When Player1 uses "LeMat Revolver (Weird West Edition)"
    Then Player1's hand rank is 5
    And "LeMat Revolver (Weird West Edition)" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Two pairs plus a third pair with the discard pile's top card: +3 rank
    Given Player1's deck is "Steele Archer, B & B Attorneys, Xui Yin Chen (Weird West Edition), Roan, Auction"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 uses "LeMat Revolver (Weird West Edition) (2nd ability)"
    Then Player1's hand rank is 6
    And "LeMat Revolver (Weird West Edition)" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Without a third pair from the discard pile's top card, no rank bonus
    Given Player1's deck is "Roan, Auction, Charlie's Place, Bottom Dealin', Doyle's Hoyle"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 tries to use "LeMat Revolver (Weird West Edition) (2nd ability)"
    Then Player1's hand rank is 3
    And Player2 is asked to "Select a casualty"

  Scenario: A draw shooter cannot use the second ability
    Given Player1 has these dudes:
      | dude         | at          | attachments                         |
      | Olivia Jenks | Town Square | LeMat Revolver (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And Player1's hand is "Outgunned (Weird West Edition)"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Tommy Harden"
    And Player1's deck is "Steele Archer, B & B Attorneys, Xui Yin Chen (Weird West Edition), Roan, Auction"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 tries to use "LeMat Revolver (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "ability.condition"
    And Player1's hand rank is 3
    And Player1 is asked to "Select a play"
