Feature: Pulls
  Rules digest §7.1: a pull flips the top card of the puller's deck and uses its value
  and suit; the card then goes to the discard pile. An empty deck is refilled first by
  shuffling in the discard pile; with both empty there is nothing to pull and the pull
  fails. A pulled joker is named by the puller (any value and suit) and is aced once
  the pull resolves; a Heretic Joker is discarded instead.

  Steele Archer (Huckster 2) casts Soul Blast at Olivia Jenks, whose grit is 6
  (value 2 + 2 bullets + 2 influence): the pull needs 4 or more.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:pull.card
  Scenario: A pull flips the top card of the deck and then discards it
    Given Player1's deck is "Pancho Castillo, Clint Ramsey"
    And Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Auto-Revolver" is in Player1's discard pile
    And Player1's deck is "Pancho Castillo, Clint Ramsey"
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer casts Soul Blast on Olivia Jenks
      Player1 pulls 7H
      Player1's Steele Archer succeeds by 3 with 7H + 2 = 9 against difficulty 6
      """

  @rule:pull.card
  Scenario: An empty deck is refilled from the discard pile before the pull
    Given Player1's deck is empty
    And Player1's discard pile is "Auto-Revolver"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Auto-Revolver" is in Player1's discard pile
    And "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 shuffles their discard pile into their deck
      Player1 pulls 7H
      """

  @rule:pull.card
  Scenario: With no deck and no discard pile there is nothing to pull, and the pull fails
    Given Player1's deck is empty
    And Player1's discard pile is empty
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Olivia Jenks" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 has no card to pull
      Player1's Steele Archer fails with nothing to pull
      """

  @rule:pull.joker
  Scenario: The puller names a pulled joker's value and suit; the joker is then aced
    Given Player1's next pull is "JOKER"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "K"
    And Player1 chooses "Hearts"
    Then "Joker (black)" is in Player1's Boot Hill
    And "Olivia Jenks" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 pulls Joker (black) as KH
      Player1's Steele Archer succeeds by 9 with KH + 2 = 15 against difficulty 6
      Player1 aces Joker (black) after the pull
      Player1 uses Soul Blast to ace Olivia Jenks
      """

  @rule:pull.joker
  Scenario: A joker may be named low, and then the pull fails
    Given Player1's next pull is "JOKER"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a value"
    And Player1 may choose "A"
    And Player1 may choose "K"
    When Player1 chooses "A"
    Then Player1 is asked to "Select a suit"
    When Player1 chooses "Spades"
    Then "Joker (black)" is in Player1's Boot Hill
    And "Steele Archer" is at "Player1's home"
    And Player2 is asked to "Select a dude"
    And the log contains "Player1's Steele Archer fails by 3 with AS + 2 = 3 against difficulty 6"

  @rule:pull.joker
  Scenario: A pulled Heretic Joker is discarded, not aced
    Given Player1's next pull is "HERETIC"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "4"
    And Player1 chooses "Diamonds"
    Then "Heretic Joker (Black)" is in Player1's discard pile
    And "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 pulls Heretic Joker (Black) as 4D
      Player1's Steele Archer succeeds by 0 with 4D + 2 = 6 against difficulty 6
      """
    And the log does not contain "Player1 aces Heretic Joker (Black) after the pull"
