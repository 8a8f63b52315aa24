@card:24240
Feature: This'll Hurt in the Morning (Weird West Edition)
  Action. Cheatin' Resolution: Discard one or two cards of your choice in an opponent's
  cheatin' hand. Replace them with cards drawn from their owner's deck. If your hand is legal,
  then for each card discarded, your opponent must either pay you 1 ghost rock or ace the card.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards: Player1's Two Pair 4S 4C 5S
  5C JD is legal. Player2's stacked hand holds 3H twice (Shotguns): a cheatin' Three of a
  Kind; under it lie Pinto (7H) and Bluetick (2H).

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    And Player1's hand is "This'll Hurt in the Morning'"
    And Player2's deck is "Pinto, Bluetick"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Two cards are replaced from the deck; the opponent pays for one and aces the other
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "3H"
    And Player1 chooses "KH"
    Then Player2's draw hand is "3H 3D 6C 7H 2H"
    When Player2 chooses "pay 1 ghost rock"
    Then Player2 may not choose "pay 1 ghost rock"
    When Player2 chooses "ace the card"
    Then Player1 has 1 ghost rock
    And Player2 has 0 ghost rock
    And Player2 has 1 cards in Boot Hill
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays This'll Hurt in the Morning' against Player2's cheatin' hand
      Player1 discards 3H and KH from Player2's draw hand and replaces them
      Player2's draw hand is now 3H 3D 6C 7H 2H: One Pair (rank 2)
      Player2 pays Player1 1 ghost rock for Shotgun
      Player2 aces Auto Cattle-Feeder
      """

  Scenario: One card only, and a cheatin' hand of yours means no payment
    Given Player1's next draw hand is "4S 4C 5S 5C 5S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "KH"
    And Player1 chooses "done"
    Then Player2's draw hand is "3H 3H 3D 6C 7H"
    And the log contains "Player1 discards KH from Player2's draw hand and replaces it"
    And Player2 has 1 ghost rock
    And Player1 has 0 ghost rock
    And Player2 has 0 cards in Boot Hill
    And Player2 is asked to "Select a casualty"

  Scenario: An opponent with 2 ghost rock may pay for both cards
    Given Player2 has 2 ghost rock
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "3H"
    And Player1 chooses "KH"
    And Player2 chooses "pay 1 ghost rock"
    And Player2 chooses "pay 1 ghost rock"
    Then Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And Player2 has 0 cards in Boot Hill
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it is not a play
    Given Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player1's hand is "This'll Hurt in the Morning'"
