Feature: Replacing cards of a draw hand
  Rules digest §5.6: an effect that discards cards of a revealed draw hand and replaces them
  with cards drawn from their owner's deck (This'll Hurt in the Morning) sends each card to
  its owner's piles — a joker to Boot Hill, as when a draw hand is discarded — draws its
  replacement from that owner's deck, and ranks the hand again: it may stay cheatin'.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards. Player2's stacked hand holds
  3H twice: a cheatin' Three of a Kind. Under it lie Pinto (7H) and Bluetick (2H).

  Background:
    Given the phase is High Noon
    And Player1's hand is "This'll Hurt in the Morning'"
    And Player2's deck is "Pinto, Bluetick"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.cheatin
  Scenario: A joker taken out of a draw hand goes to Boot Hill, and its replacement comes from the deck
    Given Player2's next draw hand is "3H 3H 3D JOKER KH"
    And Player2 has 0 ghost rock
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "JOKER"
    And Player1 chooses "done"
    Then Player2's draw hand is "3H 3H 3D 7H KH"
    And Player2 has 1 cards in Boot Hill
    And the log contains "Player2's draw hand is now 3H 3H 3D KH 7H: Cheatin' Three of a Kind (rank 4)"
    When Player2 chooses "ace the card"
    Then Player2 has 1 cards in Boot Hill
    And Player2 has 0 ghost rock
    And Player1 is asked to "Select a casualty"
