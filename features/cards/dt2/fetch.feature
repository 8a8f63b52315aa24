@card:24184
Feature: Fetch (Weird West Edition)
  Cheatin' Resolution Hex 5, Boot: When you discard your draw hand this round, you may place
  a card from that draw hand into your play hand. If this is a shootout, reduce your
  casualties by 3 this round.

  Steele Archer is a Huckster 2. 3H 3H is a pair of the same value and suit: a cheatin'
  hand.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Fetch (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:draw_hand.keep_a_card
  Scenario: In a shootout, casualties are reduced by 3 and a card of the draw hand is kept
    Given Player1's next pull is "3C"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    Then "Fetch (Weird West Edition)" is booted
    And "Steele Archer" is in play
    And the log contains "Player1 reduces their casualties from 1 to 0"
    When Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    When Player1 chooses "JC"
    Then Player1's hand is "A Coach Comes to Town"
    And "A Coach Comes to Town" is not in Player1's discard pile
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 3C + 2 = 5 against difficulty 5
      Player1 uses Fetch (Weird West Edition) to keep a card of their draw hand
      Player1 uses Fetch (Weird West Edition) to reduce their casualties by 3 this round
      """
    And Player2 is asked to "Select a card"

  @rule:spell.cast
  Scenario: A failed cast neither reduces the casualties nor keeps a card
    Given Player1's next pull is "2C"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    Then Player1 is asked to "Select a casualty"
    And the log contains "Player1's Steele Archer fails by 1 with 2C + 2 = 4 against difficulty 5"

  @rule:draw_hand.keep_a_card
  Scenario: In lowball a card is kept and there are no casualties to reduce
    Given the board "lowball"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino, Pancho Castillo"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player1 has these dudes:
      | dude          | at   | attachments                |
      | Steele Archer | home | Fetch (Weird West Edition) |
    When Player1 uses "Fetch (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    When Player1 chooses "AS"
    Then "Allie Hensman" is in Player1's hand
    And "Bluetick" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Fetch (Weird West Edition) to keep a card of their draw hand
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 places Allie Hensman from their draw hand into their play hand
      """
    And the log does not contain "to reduce their casualties"

  @rule:shootout.casualties.reduced
  Scenario: Losing by 7, the Huckster's side takes 4 casualties
    Given Player1's next pull is "3C"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 3D 3C 9S"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Fetch (Weird West Edition)"
    Then the log contains "Player1 reduces their casualties from 7 to 4"
    And Player1 is asked to "Select a casualty"
