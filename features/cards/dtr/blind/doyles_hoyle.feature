@card:01096 @blind
Feature: Doyle's Hoyle (blind proof)
  Mystical. React, Boot: After this dude makes a pull, discard the pull to replace it
  with this card.
  Resolution, Boot: Discard a card from your draw hand to replace it with this card.
  If the discarded card was a 2, raise your hand rank by one.

  Doyle's Hoyle is the 10 of hearts. Soul Blast: "Shootout Hex X, Boot: Choose a dude
  in this shootout. X is that dude's grit. If successful, send the dude home booted.
  If successful by 6 or more, ace the dude instead. If unsuccessful, move this
  Huckster home booted." Steele Archer is a Huckster 2; Olivia Jenks's grit is 6.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A failed pull is replaced by the Hoyle's 10
    Given Player1 has these dudes:
      | dude          | at          | attachments               |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle |
    And Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 reacts with "Doyle's Hoyle"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Steele Archer" is at "Town Square"
    And "Doyle's Hoyle" is in Player1's discard pile
    And Player1 is asked to "Select a dude"
    And the log contains "Player1's Steele Archer succeeds by 6 with 10H + 2 = 12 against difficulty 6"

  Scenario: Without the react the pull of 2 fails
    Given Player1 has these dudes:
      | dude          | at          | attachments               |
      | Steele Archer | Town Square | Soul Blast, Doyle's Hoyle |
    And Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 passes
    Then "Olivia Jenks" is at "Town Square"
    And "Steele Archer" is at "Player1's home"
    And "Doyle's Hoyle" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: Replacing a 2 in the draw hand raises the hand rank by one
    The pair of kings stays a pair (rank 2) after the 2 is swapped for the 10.
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Doyle's Hoyle |
    And Player1's next draw hand is "KS KH 9D 6C 2C"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Doyle's Hoyle"
    And Player1 chooses "2C"
    Then Player1's draw hand is "KS KH 9D 6C 10H"
    And Player1's hand rank is 3
    And "Doyle's Hoyle" is in Player1's draw hand
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: Replacing another card swaps it for the 10 with no raise
    The 10 makes a pair of tens from a high-card hand: rank 2, and no bonus.
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Doyle's Hoyle |
    And Player1's next draw hand is "10S 9D 6C 4C 2C"
    And Player2's next draw hand is "3S 3D 3C 9S QS"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Doyle's Hoyle"
    And Player1 chooses "9D"
    Then Player1's draw hand is "10S 10H 6C 4C 2C"
    And Player1's hand rank is 2
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Another dude's pull cannot be replaced
    The Hoyle rides with Pancho Castillo; Steele Archer makes the pull.
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Steele Archer   | Town Square | Soul Blast    |
      | Pancho Castillo | Town Square | Doyle's Hoyle |
    And Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Olivia Jenks" is at "Town Square"
    And "Doyle's Hoyle" is unbooted
    And the log does not contain "Player1 uses Doyle's Hoyle"
    And Player1 is asked to "Select a card"
