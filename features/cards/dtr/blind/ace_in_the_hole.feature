@card:01101 @blind
Feature: Ace in the Hole (blind proof)
  Hex. React Hex 6, Boot: When you reveal your draw hand in a shootout, boot this
  Huckster. Ace a card in your draw hand. Replace it with a card from your play hand.

  Steele Archer is a Huckster 2: a pull of 4 or more reaches 6. Telegraph Office is the
  king of diamonds.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Ace in the Hole |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Telegraph Office"
    And Player2's next draw hand is "3S 3D 3C 9S QS"

  Scenario: A card of the draw hand is aced and replaced from the play hand
    Steele draws five cards with no bonus; the sixth card is the pull.
    Given Player1's deck starts with "KS KH 9D 6C 4C 4H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 reacts with "Ace in the Hole"
    And Player1 chooses "4C"
    And Player1 chooses "Telegraph Office"
    Then Player1's draw hand is "KS KH KD 9D 6C"
    And Player1's hand rank is 4
    And Player1's hand is empty
    And "Steele Archer" is booted
    And "Ace in the Hole" is booted
    And Player1 has 1 cards in Boot Hill
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: A failed pull leaves the draw hand as it was
    Given Player1's deck starts with "KS KH 9D 6C 4C 3H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 reacts with "Ace in the Hole"
    Then Player1's draw hand is "KS KH 9D 6C 4C"
    And Player1's hand is "Telegraph Office"
    And Player1 has 0 cards in Boot Hill
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"

  Scenario: A lowball hand is not a shootout's draw hand
    Player2's cheatin' pair of 3s beats Player1's pair of kings; the Huckster's react
    is never offered.
    Given the phase is Gamblin'
    And Player1's deck starts with "KS KH 9D 6C 4C 4H"
    And Player2's deck starts with "3H 3H AS 2H 6D"
    Then Player2 is the first player
    And "Ace in the Hole" is unbooted
    And "Steele Archer" is unbooted
    And Player1's hand is "Telegraph Office"
    And the log does not contain "casts Ace in the Hole"
    And Player2 is asked to "Select a card"
