@card:01108
Feature: Bottom Dealin'
  Action. Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it
  with the top five cards of your deck (those cards still go to your discard pile).

  A Cheatin' Resolution is played after the reveal, only while the opponent's hand is
  illegal, one per player per round (§5.6). The new hand is ranked again and decides
  the round (or lowball); the dealt cards stay yours, so when the hand is discarded they
  go to your discard pile. The cheater's own cards go to their discard pile.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards. Player1's two pair is
  4S 4C 5S 5C JD; under it lie AS 2H 3D 4H 6D (High Card). Player2's stacked hand holds
  3H twice: a cheatin' Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:gambling.cheatin
  Scenario: The cheater's hand is replaced by the top five cards of your deck and ranked again
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Bottom Dealin'"
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player1 has 0 cards in their deck
    And "Shotgun" is in Player2's discard pile
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 plays Bottom Dealin' against Player2's cheatin' hand
      Player2's draw hand is now AS 2H 3D 4H 6D: High Card (rank 1)
      """

  Scenario: Without Bottom Dealin' the cheatin' hand would have won
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    Then Player2 wins the round
    And Player1 takes 1 casualties
    And Player1's hand is "Bottom Dealin'"
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 passes"

  Scenario: The dealt cards still go to your discard pile, the cheater's own cards to theirs
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Bottom Dealin'"
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Allie Hensman" is in Player1's discard pile
    And "Killer Bunnies Casino" is in Player1's discard pile
    And "Bottom Dealin'" is in Player1's discard pile
    And Player1 has 11 cards in their discard pile
    And "Shotgun #2" is in Player2's discard pile
    And Player2 has 5 cards in their discard pile
    And "Olivia Jenks" is in Player2's Boot Hill
    And the log contains "Player1 wins the shootout at Town Square"

  @rule:gambling.cheatin
  Scenario: Against a legal hand Bottom Dealin' is not a play
    Given Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player1's hand is "Bottom Dealin'"
    And Player1 has 5 cards in their deck
    And the log does not contain "Player1 plays Bottom Dealin' against Player2's cheatin' hand"

  Scenario: Bottom Dealin' is a Cheatin' Resolution, not a High Noon action
    When Player1 tries to play "Bottom Dealin'"
    Then the play is refused because "Bottom Dealin''s ability is a cheatin resolution ability"
    And the play is refused by rule "noon.play_type"
    And Player1's hand is "Bottom Dealin'"
    And Player1 has 10 cards in their deck

  @rule:gambling.cheatin
  Scenario: In lowball the replaced hand decides who wins the pot
    Given the board "lowball"
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck is "Prescott Utter, Ambush, Andreas Andregg, Bad Company, Jackson's Strike, Concealed Weapons, Killer Bunnies Casino, Roan, Flame-Thrower, Auto Cattle-Feeder"
    And Player2's deck is "Shotgun, Shotgun, Allie Hensman, Micah Ryse, Pinto"
    When Player1 plays "Bottom Dealin'"
    Then Player1 is the first player
    And "Roan" is in Player1's discard pile
    And "Shotgun" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 reveals 4S 4C 5S 5C JD: Two Pair (rank 3)
      Player2 reveals 3H 3H AS 2S 7H: Cheatin' One Pair (rank 2)
      Player1 plays Bottom Dealin' against Player2's cheatin' hand
      Player2's draw hand is now 6C 6D 6H 8H KH: Three of a Kind (rank 4)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """

  Scenario: In lowball, without Bottom Dealin' the cheatin' pair wins the pot
    Given the board "lowball"
    And Player1's hand is "Bottom Dealin'"
    And Player1's deck is "Prescott Utter, Ambush, Andreas Andregg, Bad Company, Jackson's Strike, Concealed Weapons, Killer Bunnies Casino, Roan, Flame-Thrower, Auto Cattle-Feeder"
    And Player2's deck is "Shotgun, Shotgun, Allie Hensman, Micah Ryse, Pinto"
    When Player1 passes
    Then Player2 is the first player
    And Player1's hand is "Bottom Dealin'"
    And the log contains "Player2 wins lowball and takes 2 ghost rock from the pot"

  @rule:gambling.cheatin @rule:piles.run_out
  Scenario: A deck and discard pile short of five cards deal a smaller hand
    # Player1's deck holds only two cards under the two pair (4S 4C 5S 5C JD), and the
    # discard pile is empty: Player2's new hand is those two cards.
    Given Player1's deck is "Prescott Utter, Ambush, Andreas Andregg, Bad Company, Jackson's Strike, Allie Hensman, Bluetick"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Bottom Dealin'"
    Then Player1 wins the round
    And Player1 has 0 cards in their deck
    And Player2's draw hand is "AS 2H"
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays Bottom Dealin' against Player2's cheatin' hand
      Player1 runs out of cards and deals 2 of 5
      Player2's draw hand is now AS 2H: High Card (rank 1)
      """
