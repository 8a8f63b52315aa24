@card:01101
Feature: Ace in the Hole
  Spell, Hex. React Hex 6, Boot: When you reveal your draw hand in a shootout, boot this
  Huckster. Ace a card in your draw hand. Replace it with a card from your play hand.

  The Huckster casts it after the reveal, while in a posse (§5.4, §7.2): he pulls against 6
  with his Huckster skill, and a successful cast does the text after the colon. The new
  card counts with its printed face; the hand is ranked again, and the card goes to the
  discard pile with the draw hand at the end of the round.

  Steele Archer (Huckster 2, a draw with 0 bullets) keeps the stacked Two Pair 4S 4C 5S 5C
  JD; the pull under the hand decides the cast. Mustang is 5H.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Mustang"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A successful cast boots the Huckster and swaps a card of the draw hand for one of the play hand
    Given Player1's next pull is "9S"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Ace in the Hole"
    And Player1 chooses "JD"
    And Player1 selects "Mustang"
    Then Player1's draw hand is "4S 4C 5S 5C 5H"
    And Player1's hand rank is 7
    And "Steele Archer" is booted
    And "Ace in the Hole" is booted
    And "Jackson's Strike" is in Player1's Boot Hill
    And Player1's hand is empty
    And Player1 wins the round
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals 4S 4C 5S 5C JD: Two Pair (rank 3)
      Player1's Steele Archer casts Ace in the Hole
      Player1 pulls 9S
      Player1's Steele Archer succeeds by 5 with 9S + 2 = 11 against difficulty 6
      Player1 boots Steele Archer
      Player1 aces JD from their draw hand
      Player1 replaces it with Mustang from their play hand
      Player1's draw hand is now 4S 4C 5S 5C 5H: Full House (rank 7)
      """

  Scenario: A failed cast changes nothing but the booted spell
    Given Player1's next pull is "2S"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 reacts with "Ace in the Hole"
    Then Player1's draw hand is "4S 4C 5S 5C JD"
    And "Steele Archer" is unbooted
    And "Ace in the Hole" is booted
    And Player1's hand is "Mustang"
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1's Steele Archer fails by 2 with 2S + 2 = 4 against difficulty 6"
    And the log does not contain "Player1 aces JD from their draw hand"

  Scenario: With an empty play hand the aced card is not replaced
    Given Player1's hand is empty
    And Player1's next pull is "9S"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 reacts with "Ace in the Hole"
    And Player1 chooses "4S"
    Then Player1's draw hand is "4C 5S 5C JD"
    And Player1's hand rank is 2
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1's draw hand is now 4C 5S 5C JD: One Pair (rank 2)"

  Scenario: The card from the play hand leaves with the draw hand at the end of the round
    Given Player1's next pull is "9S"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 reacts with "Ace in the Hole"
    And Player1 chooses "JD"
    And Player1 selects "Mustang"
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Mustang" is in Player1's discard pile
    And "Jackson's Strike" is in Player1's Boot Hill
    And the log contains "Player1 wins the shootout at Town Square"

  Scenario: A Huckster who is not in the posse cannot cast it
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude            | at          | attachments     |
      | Steele Archer   | Town Square | Ace in the Hole |
      | Pancho Castillo | Town Square |                 |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player2 wins the round
    And "Ace in the Hole" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1's Steele Archer casts Ace in the Hole"

  Scenario: A booted Ace in the Hole cannot be cast
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments              |
      | Steele Archer | Town Square | Ace in the Hole (booted) |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 wins the round
    And Player1's draw hand is "4S 4C 5S 5C JD"
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1's Steele Archer casts Ace in the Hole"

  Scenario: The spell is cast once per day
    Given Player1 has used "Ace in the Hole" today
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 wins the round
    And "Ace in the Hole" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1's Steele Archer casts Ace in the Hole"

  @rule:ability.condition @ruling:ace-in-the-hole-booted-huckster
  Scenario: A booted Huckster cannot cast it: "boot this Huckster" must be possible
    The first sentence after the colon is a requirement (§8.1). Steele Archer, booted,
    joins the posse at the shootout's location.
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude            | at          | attachments     | booted |
      | Steele Archer   | Town Square | Ace in the Hole | yes    |
      | Pancho Castillo | Town Square |                 | no     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    Then Player2 wins the round
    And "Ace in the Hole" is unbooted
    And Player1's draw hand is "4S 4C 5S 5C JD"
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1's Steele Archer casts Ace in the Hole"
