@card:01009
Feature: The Ghostly Gun
  Dude, Abomination, 8S, stud 2. Resolution: Put The Ghostly Gun into your draw hand; he
  becomes the suit and value of your choice. Discard a card from your draw hand.

  A Resolution is played after the reveal, by a dude in a posse (§5.4, §8.1). Once he is a
  card of the draw hand, The Ghostly Gun is no longer in play nor in the posse; the hand is
  ranked again and decides the round. He goes to the discard pile with the draw hand at
  the end of the round, and if he is the card discarded, at once.

  Steele Archer is Player1's shooter; The Ghostly Gun adds a stud bonus of 1, and the
  stacked Two Pair 4S 4C 5S 5C JD is kept. Player2's Three of a Kind is legal.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude            | at          |
      | The Ghostly Gun | Town Square |
      | Steele Archer   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The Ghostly Gun joins the draw hand as the face you choose, you discard a card, and the hand is ranked again
    When Player1 calls out "Olivia Jenks" with "The Ghostly Gun"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "The Ghostly Gun"
    And Player1 chooses "5"
    And Player1 chooses "Hearts"
    And Player1 chooses "JD"
    Then Player1 wins the round
    And Player2 takes 3 casualties
    And Player1's draw hand is "4S 4C 5S 5C 5H"
    And Player1's hand rank is 7
    And "The Ghostly Gun" is in Player1's draw hand
    And "The Ghostly Gun" is not in play
    And Player1's posse is "Steele Archer"
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals 4S 4C 5S 5C JD: Two Pair (rank 3)
      Player2 reveals 3H 3S 3D 6C KH: Three of a Kind (rank 4)
      Player1 uses The Ghostly Gun
      Player1 puts The Ghostly Gun into their draw hand as 5H
      Player1 discards JD from their draw hand
      Player1's draw hand is now 4S 4C 5S 5C 5H: Full House (rank 7)
      """

  Scenario: The player discards any card of the six, and may discard The Ghostly Gun himself
    When Player1 calls out "Olivia Jenks" with "The Ghostly Gun"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "The Ghostly Gun"
    And Player1 chooses "K"
    And Player1 chooses "Spades"
    Then Player1 is asked to "Select a card"
    And the options are:
      """
      4S
      4C
      5S
      5C
      JD
      KS
      """
    When Player1 chooses "KS"
    Then "The Ghostly Gun" is in Player1's discard pile
    And Player1's draw hand is "4S 4C 5S 5C JD"
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 puts The Ghostly Gun into their draw hand as KS
      Player1 discards KS from their draw hand
      Player1's draw hand is now 4S 4C 5S 5C JD: Two Pair (rank 3)
      """

  Scenario: The Ghostly Gun goes to the discard pile with the draw hand at the end of the round
    When Player1 calls out "Olivia Jenks" with "The Ghostly Gun"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 picks "Steele Archer" as shooter
    And Player1 uses "The Ghostly Gun"
    And Player1 chooses "5"
    And Player1 chooses "Hearts"
    And Player1 chooses "JD"
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "The Ghostly Gun" is in Player1's discard pile
    And "Steele Archer" is in play
    And the log contains "Player1 wins the shootout at Town Square"

  Scenario: Away from the posse The Ghostly Gun cannot join the draw hand
    Given Player1's hand is "Bottom Dealin'"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to use "The Ghostly Gun"
    Then the play is refused by rule "shootout.abilities"
    And the play is refused because "The Ghostly Gun is not in a posse"
    And "The Ghostly Gun" is in play
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Bottom Dealin'"

  Scenario: The Ghostly Gun joins a draw hand once per day
    Given Player1 has used "The Ghostly Gun" today
    And Player1's hand is "Bottom Dealin'"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "The Ghostly Gun"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to use "The Ghostly Gun"
    Then the play is refused by rule "noon.once_per_day"
    And "The Ghostly Gun" is in play
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Bottom Dealin'"

  Scenario: The Ghostly Gun's ability is a Resolution, not a High Noon action
    When Player1 tries to use "The Ghostly Gun"
    Then the play is refused by rule "noon.play_type"
    And "The Ghostly Gun" is at "Town Square"
