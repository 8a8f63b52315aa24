Feature: Stacked draw hands, whatever the player draws
  Rules digest §5.5: a player draws 5 cards plus the stud bonus, redraws up to the draw
  bonus and keeps exactly 5. A scenario states the 5 cards kept; the cards a stud bonus
  draws on top come from the deck below the stacked hand, or, where the board's deck is
  too short, from stand-ins the harness puts there (2C 4D 6H 9C 3C 10H 5D QH, in that
  order), so a stacked hand never runs out of cards. Board "main street" has no decks.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  @rule:shootout.draw
  Scenario: A stud's stacked hand on an empty deck draws its extra cards from stand-ins
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Bottom Dealin'" is in Player1's discard pile
    And "B & B Attorneys" is in Player1's discard pile
    And Player1 has 2 cards in their discard pile
    And the log contains in order:
      """
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      Player1 reveals AS AC 8S 8C JD: Dead Man's Hand (rank 11)
      """
    And the log does not contain "Player1 runs out of cards and draws 5 of 7"

  @rule:shootout.draw
  Scenario: Two rounds of stacked hands with a stud bonus in the first round
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Jake Smiley  | Town Square |
    And Player1's draw hands are "2S 3S 5D 9C JD" and then "AS AC 8S 8C JD"
    And Player2's draw hands are "AH AD 8H 8D JC" and then "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then Player2 wins the round
    When Player1 covers the casualties with "ace Jake Smiley"
    And Player1 stays
    And Player2 stays
    Then Player1 is asked to "Select a card"
    And Player1's draw hand holds "AS AC 8S 8C JD"
    When Player1 keeps the best hand
    And Player2 keeps the best hand
    Then Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 1
      Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      Player1 reveals 2S 3S 5D 9C JD: High Card (rank 1)
      Player2 reveals AH AD 8H 8D JC: Two Pair (rank 3)
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player1 reveals AS AC 8S 8C JD: Dead Man's Hand (rank 11)
      """

  @rule:shootout.draw
  Scenario: A stud's draw hand is cut to five by the faces discarded, several at once
    Given Player1's deck starts with "KS KH 9D 4C 6C KC 7C"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a card"
    When Player1 discards "4C 9D"
    Then Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals KS KH 6C KC 7C: Three of a Kind (rank 4)"

  @rule:shootout.draw
  Scenario: No more cards are discarded than the hand holds over five
    Given Player1's deck starts with "KS KH 9D 4C 6C KC 7C"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to discard "4C 9D 6C"
    Then the play is refused because "Player1 keeps 5 cards of 7: discard 2, not 3"
    And the play is refused by rule "shootout.draw"
    When Player1 discards "4C"
    Then Player1 is asked to "Select a card"
    When Player1 discards "9D"
    Then Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals KS KH 6C KC 7C: Three of a Kind (rank 4)"
