@card:13014 @blind
Feature: LeMat Revolver (Bad Medicine) (blind proof)
  Goods, Weapon; +1 bullets.
  Cheatin' Resolution, Boot: Increase your hand rank by this dude's bullet rating.
  Resolution, Boot: Only use this ability if this dude is a stud. If, by including the top
  card of your discard pile with your draw hand, you have three pairs (of different values),
  increase your hand rank by this dude's bullet rating.

  Clint Ramsey is a stud with 2 bullets, 3 with the LeMat: he draws three extra cards (the
  deck's 2C 4D 6H) and discards them, so the 6 of hearts ends on top of the discard pile.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                   |
      | Clint Ramsey | Town Square | LeMat Revolver (Bad Medicine) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Against a cheatin' hand it raises the hand rank by his bullets
    Given Player1's next draw hand is "3H 3D 6S 8D JH"
    And Player2's next draw hand is "2D 2D 9C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "LeMat Revolver"
    Then Player1's hand rank is 5
    And "LeMat Revolver" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Three pairs with the top card of the discard pile raise the hand rank by his bullets
    Given Player1's next draw hand is "3H 3D 10S 10D 6C"
    And Player2's next draw hand is "2D 4H 9C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "LeMat Revolver (2nd ability)"
    Then Player1's hand rank is 6
    And Player2 is asked to "Select a casualty"

  Scenario: Without a third pair it does nothing
    Given Player1's next draw hand is "3H 3D 10S 10D 8C"
    And Player2's next draw hand is "2D 4H 9C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "LeMat Revolver (2nd ability)"
    Then Player1's hand rank is 3
    And Player2 is asked to "Select a casualty"

  Scenario: On a dude who is a draw the second ability cannot be used
    Given Player1 has these dudes:
      | dude        | at          | attachments                   |
      | Jake Smiley | Town Square | LeMat Revolver (Bad Medicine) |
    And Player1's next draw hand is "3H 3D 10S 10D 6C"
    And Player2's next draw hand is "2D 4H 9C 9S QS"
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    Then Player1's hand rank is 3
    And "LeMat Revolver" is unbooted
    And Player2 is asked to "Select a casualty"
