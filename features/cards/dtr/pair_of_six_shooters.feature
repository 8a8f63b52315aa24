@card:01081
Feature: Pair of Six-Shooters
  Goods, Weapon. Cheatin' Resolution, Boot: One card in your draw hand changes to the suit
  and value of your choice.

  A Cheatin' Resolution is played after the reveal, only while the opponent's hand is
  illegal, one per player per round (§5.6). The changed card counts as its new face until
  it leaves the draw hand, and the hand is ranked again: the new rank decides the round.
  A natural card stays natural, so a face that repeats another card makes the hand cheatin'.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards: Two Pair, 4S 4C 5S 5C JD.
  Player2's stacked hand holds 3H twice: a cheatin' Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments          |
      | Steele Archer | Town Square | Pair of Six-Shooters |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.cheatin
  Scenario: A card of your draw hand becomes the suit and value you choose, and the hand is ranked again
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters"
    And Player1 chooses "JD"
    And Player1 chooses "5"
    And Player1 chooses "Hearts"
    Then Player1 wins the round
    And Player2 takes 3 casualties
    And Player1's draw hand is "4S 4C 5S 5C 5H"
    And Player1's hand rank is 7
    And "Pair of Six-Shooters" is booted
    And "Steele Archer" is unbooted
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 uses Pair of Six-Shooters
      Player1 changes JD in their draw hand to 5H
      Player1's draw hand is now 4S 4C 5S 5C 5H: Full House (rank 7)
      """

  Scenario: The player picks the card from their own draw hand by its face, then a value, then a suit
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters"
    Then Player1 is asked to "Select a card"
    And the options are:
      """
      4S
      4C
      5S
      5C
      JD
      """
    And Player1 may not choose "3H"
    And the log contains "Player1 uses Pair of Six-Shooters"

  Scenario: Without the Six-Shooters the cheatin' Three of a Kind wins the round
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And "Pair of Six-Shooters" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 wins the round by 1 rank"

  Scenario: A face that repeats a card of the hand makes the changed hand cheatin'
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters"
    And Player1 chooses "JD"
    And Player1 chooses "5"
    And Player1 chooses "Spades"
    Then Player1 wins the round
    And Player1's hand rank is 7
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1's draw hand is now 4S 4C 5S 5C 5S: Cheatin' Full House (rank 7)"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Six-Shooters are not a play
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 wins the round
    And "Pair of Six-Shooters" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1 uses Pair of Six-Shooters"

  Scenario: Booted Six-Shooters cannot be used
    Given Player1's hand is "Bottom Dealin'"
    And Player1 has these dudes:
      | dude          | at          | attachments                   |
      | Steele Archer | Town Square | Pair of Six-Shooters (booted) |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to use "Pair of Six-Shooters"
    Then the play is refused by rule "ability.cost"
    And the play is refused because "Pair of Six-Shooters is booted"
    And Player1's draw hand is "4S 4C 5S 5C JD"
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Bottom Dealin'"

  Scenario: The Six-Shooters are a Cheatin' Resolution, not a High Noon action
    When Player1 tries to use "Pair of Six-Shooters"
    Then the play is refused by rule "noon.play_type"
    And "Pair of Six-Shooters" is unbooted

  @rule:ability.condition
  Scenario: With no card in the draw hand there is nothing to change, so it is not offered
    # Regression: an empty draw hand used to ask "Select a card" with no option (a stuck game).
    Given Player1's deck is empty
    And Player1's discard pile is empty
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 wins the round
    And "Pair of Six-Shooters" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals no cards: High Card (rank 1)
      Player1 has no resolution play and passes
      Player2 wins the round by 3 ranks
      """
