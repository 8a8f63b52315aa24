@card:24184 @blind
Feature: Fetch (Weird West Edition) (blind proof)
  Cheatin' Resolution Hex 5, Boot: When you discard your draw hand this round, you may
  place a card from that draw hand into your play hand. If this is a shootout, reduce your
  casualties by 3 this round.

  Steele Archer (Huckster 2) faces Olivia Jenks in the town square. Player2 reveals a
  cheatin' Three of a Kind (rank 4) against Player1's High Card (rank 1): Player1 would
  take 3 casualties.

  Background:
    Given the board "shootout"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Fetch (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Against a cheatin' hand, casualties drop by 3 and a card of the draw hand goes to the play hand
    Given Player1's next pull is "3H"
    And Player1's next draw hand is "2D 4D 7C 9S KS"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    Then "Fetch (Weird West Edition)" is booted
    And Player2 wins the round
    And Player1 takes 0 casualties
    And "Steele Archer" is in play
    When Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    When Player1 chooses "KS"
    Then "Ivor Hawley" is in Player1's hand
    And "Gomorra Parish" is in Player1's discard pile
    And Player2 is asked to "Select a card"

  Scenario: A failed pull leaves the casualties as they are
    Given Player1's next pull is "2H"
    And Player1's next draw hand is "2D 4D 7C 9S KS"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    Then "Fetch (Weird West Edition)" is booted
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"
