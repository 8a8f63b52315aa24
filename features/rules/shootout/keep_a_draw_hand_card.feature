Feature: Keeping a card of the discarded draw hand
  Rules digest §5.4, §8.3: draw hands are discarded after the round; an effect may let a
  player place one card of theirs from it into their play hand as it goes (Fetch: "When
  you discard your draw hand this round, you may place a card from that draw hand into your
  play hand"). It is a "may": the player can keep none, and then the whole hand is
  discarded.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Fetch (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "3C"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"

  @rule:draw_hand.keep_a_card
  Scenario: Keeping none discards the whole draw hand
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    And Player2 may not choose "3H"
    When Player1 chooses "none"
    Then Player1 has 0 cards in hand
    And "A Coach Comes to Town" is in Player1's discard pile
    And the log does not contain "from their draw hand into their play hand"
    And Player2 is asked to "Select a card"
