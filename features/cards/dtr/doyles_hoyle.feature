@card:01096
Feature: Doyle's Hoyle
  Goods, Mystical, 10H. React, Boot: After this dude makes a pull, discard the pull to
  replace it with this card. Resolution, Boot: Discard a card from your draw hand to replace
  it with this card. If the discarded card was a 2, raise your hand rank by one.

  The React answers a pull of its dude before the pull is used (§7.1, §8.2): Doyle's Hoyle
  leaves play and is the pull, 10H, then goes to the discard pile like any pulled card.
  The Resolution puts it into the draw hand as 10H; the hand is ranked again. It leaves
  with the draw hand at the end of the round, and the raise ends with the round.

  Steele Archer (Huckster 2, a draw with 0 bullets) casts Soul Blast at Olivia Jenks, whose
  grit is 6: a pull of 2C fails, 10H succeeds by 6 and aces her.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: After this dude's pull, Doyle's Hoyle replaces it
    Given Player1's next pull is "2C"
    And Player1 has these dudes:
      | dude          | at          | attachments               |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Doyle's Hoyle"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Doyle's Hoyle" is in Player1's discard pile
    And "Steele Archer" is at "Town Square"
    And Player1 has 2 cards in their discard pile
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer casts Soul Blast on Olivia Jenks
      Player1 pulls 2C
      Player1 uses Doyle's Hoyle
      Player1 discards the pull 2C and pulls Doyle's Hoyle as 10H
      Player1's Steele Archer succeeds by 6 with 10H + 2 = 12 against difficulty 6
      Player1 uses Soul Blast to ace Olivia Jenks
      """

  Scenario: A player who passes keeps the pull
    Given Player1's next pull is "2C"
    And Player1 has these dudes:
      | dude          | at          | attachments               |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 passes
    Then "Steele Archer" is at "Player1's home"
    And "Doyle's Hoyle" is unbooted
    And "Doyle's Hoyle" is attached to "Steele Archer"
    And Player2 is asked to "Select a dude"
    And the log contains "Player1's Steele Archer fails by 2 with 2C + 2 = 4 against difficulty 6"

  Scenario: Only the pulls of the dude it is attached to
    Given Player1's next pull is "2C"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Steele Archer   | Town Square | Soul Blast    |
      | Pancho Castillo | Town Square | Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Doyle's Hoyle" is unbooted
    And Player1 is asked to "Select a play"
    And the log does not contain "Player1 uses Doyle's Hoyle"
    And the log contains "Player1's Steele Archer fails by 2 with 2C + 2 = 4 against difficulty 6"

  Scenario: A booted Doyle's Hoyle cannot replace the pull
    Given Player1's next pull is "2C"
    And Player1 has these dudes:
      | dude          | at          | attachments                        |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle (booted) |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Doyle's Hoyle" is attached to "Steele Archer"
    And Player2 is asked to "Select a dude"
    And the log does not contain "Player1 uses Doyle's Hoyle"

  Scenario: The React is used once per day
    Given Player1's next pull is "2C"
    And Player1 has used "Doyle's Hoyle" today
    And Player1 has these dudes:
      | dude          | at          | attachments               |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Doyle's Hoyle" is unbooted
    And Player2 is asked to "Select a dude"
    And the log does not contain "Player1 uses Doyle's Hoyle"

  Scenario: A 2 discarded from the draw hand for Doyle's Hoyle raises the hand rank by one
    Given Player1's next draw hand is "4S 4C 5S 5C 2D"
    And Player2's next draw hand is "3H 3S 6D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Doyle's Hoyle"
    And Player1 chooses "2D"
    Then Player1's draw hand is "4S 4C 5S 5C 10H"
    And Player1's hand rank is 4
    And Player1 wins the round
    And Player2 takes 1 casualty
    And "Doyle's Hoyle" is in Player1's draw hand
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals 4S 4C 5S 5C 2D: Two Pair (rank 3)
      Player1 uses Doyle's Hoyle
      Player1 replaces 2D in their draw hand with Doyle's Hoyle
      Player1 raises their hand rank by 1
      Player1's draw hand is now 4S 4C 5S 5C 10H: Two Pair (rank 3+1 = 4)
      Player1 wins the round by 1 rank
      """

  Scenario: Any other card discarded gives no raise
    Given Player1's next draw hand is "4S 4C 5S 5C 2D"
    And Player2's next draw hand is "3H 3S 6D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Doyle's Hoyle |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Doyle's Hoyle"
    And Player1 chooses "4C"
    Then Player1's draw hand is "4S 10H 5S 5C 2D"
    And Player1's hand rank is 2
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1's draw hand is now 4S 5S 5C 2D 10H: One Pair (rank 2)"
    And the log does not contain "Player1 raises their hand rank by 1"

  Scenario: Doyle's Hoyle leaves with the draw hand, and the raise with the round
    Given Player1's draw hands are "4S 4C 5S 5C 2D" and then "7S 7C 8S 8C KD"
    And Player2's draw hands are "3H 3S 6D 6C KH" and then "9H 9S 2D 2C QH"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Doyle's Hoyle |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Doyle's Hoyle"
    And Player1 chooses "2D"
    And Player2 covers the casualties with "Allie Hensman"
    And Player2 stays
    And Player1 stays
    And Player2 is done
    Then "Doyle's Hoyle" is in Player1's discard pile
    And Player1's hand rank is 3
    And Player2 wins the round
    And the log contains "Player1 reveals 7S 7C 8S 8C KD: Two Pair (rank 3)"
    And Player1 is asked to "Select a casualty"

  Scenario: The Resolution is not a High Noon action
    Given Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Doyle's Hoyle |
    When Player1 tries to use "Doyle's Hoyle (2nd ability)"
    Then the play is refused by rule "noon.play_type"
    And "Doyle's Hoyle" is unbooted
