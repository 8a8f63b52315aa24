@card:01145
Feature: Joker (black)
  Joker. This card is only used for draw hands and pulls. You choose its suit and value.
  Ace the joker after use.

  No script: the engine plays every joker this way (§1.2, §5.6, §7.1). In a draw hand the
  joker is wild and takes the value and suit that serve its player best; it never counts
  as a natural card, so it cannot make the hand cheatin'. In a pull the puller names its
  value and suit. A joker redrawn away from the hand was not used: it goes to the discard
  pile; a revealed or pulled one is aced (§13).

  Steele Archer (Huckster 2) draws exactly 5 cards; with Soul Blast he pulls against Olivia
  Jenks's grit of 6. Olivia Jenks is a draw with 2 bullets: she may redraw 2 cards.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Four of a kind and the joker are a legal Five of a Kind
    Given Player1's next draw hand is "9S 9H 9D 9C JOKER"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1's hand rank is 10
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals 9S 9H 9D 9C JOKER: Five of a Kind (rank 10)"

  Scenario: A pulled joker is named by the puller and aced after the pull
    Given Player1's next pull is "JOKER"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "2"
    And Player1 chooses "Clubs"
    Then "Steele Archer" is at "Player1's home"
    And "Joker (black)" is in Player1's Boot Hill
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 pulls Joker (black) as 2C
      Player1's Steele Archer fails by 2 with 2C + 2 = 4 against difficulty 6
      Player1 aces Joker (black) after the pull
      """

  Scenario: A joker redrawn away from the hand goes to the discard pile
    Given Player1's deck starts with "JOKER 2S 7C 9D KH 4S 4C"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 redraws "JOKER 2S"
    Then "Joker (black)" is in Player1's discard pile
    And Player1's draw hand is "7C 9D KH 4S 4C"
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 discards 2 cards to redraw"
