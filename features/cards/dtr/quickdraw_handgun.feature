@card:01093
Feature: Quickdraw Handgun
  Goods, Weapon, +1 bullets. Cheatin' Resolution, Boot: If you have a legal draw hand,
  exchange draw hands with the cheatin' player. Cheatin' cards cannot be played on you for
  this round of the shootout.

  A Cheatin' Resolution is played after the reveal, only while the opponent's hand is
  illegal, one per player per round (§5.6). The exchanged hands are ranked again and decide
  the round; their cards still go to their owners' discard piles. The second sentence is
  one of its own: it protects you this round even when your hand was not legal (a rules
  choice, see README). It ends with the round; in lowball there is no round of a shootout
  to protect, so the Handgun only exchanges the hands there.

  Steele Archer (a draw, 1 bullet with the Handgun) keeps the stacked Two Pair 4S 4C 5S 5C
  JD. Player2's stacked hand holds 3H twice: a cheatin' Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player2's hand is "Bottom Dealin'"
    And Player1 has these dudes:
      | dude          | at          | attachments       |
      | Steele Archer | Town Square | Quickdraw Handgun |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.cheatin
  Scenario: With a legal hand you take the cheater's hand and give them yours
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun"
    Then Player1's draw hand is "3H 3H 3D 6C KH"
    And Player2's draw hand is "4S 4C 5S 5C JD"
    And Player1's hand rank is 4
    And Player2's hand rank is 3
    And "Quickdraw Handgun" is booted
    And "Steele Archer" is unbooted
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2's hand is "Bottom Dealin'"
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 uses Quickdraw Handgun
      Player1 exchanges draw hands with Player2
      Player1's draw hand is now 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player2's draw hand is now 4S 4C 5S 5C JD: Two Pair (rank 3)
      Player1 is safe from cheatin' cards this round
      Player2 has no resolution play and passes
      Player1 wins the round by 1 rank
      """

  @rule:cheatin.protected
  Scenario: The cheater cannot answer your new cheatin' hand with a cheatin' card this round
    # The Ghostly Gun's Resolution keeps Player2's play window open.
    Given Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | The Ghostly Gun | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "The Ghostly Gun" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Quickdraw Handgun"
    And Player2 tries to play "Bottom Dealin'"
    Then the play is refused by rule "cheatin.protected"
    And the play is refused because "Cheatin' resolutions cannot be played on Player1 this round"
    And Player2's hand is "Bottom Dealin'"
    And Player2 is asked to "Select a play"
    And Player2 may choose "use The Ghostly Gun"
    And the log contains "Player1 is safe from cheatin' cards this round"

  Scenario: The exchanged cards go to their owners' discard piles at the end of the round
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun"
    And Player2 covers the casualties with "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And Player1 has 5 cards in their discard pile
    And Player2 has 6 cards in their discard pile
    And "Olivia Jenks" is in Player2's discard pile
    And the log contains "Player1 wins the shootout at Town Square"

  @rule:cheatin.protected
  Scenario: The protection ends with the round: next round the cheatin' card may be played on you
    Given Player1's draw hands are "4S 4C 5S 5C JD" and then "2S 2S 7D 9C KC"
    And Player2's draw hands are "3H 3H 3D 6C KH" and then "6S 6H 8D 9D QS"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Quickdraw Handgun"
    And Player2 covers the casualties with "Allie Hensman"
    And Player2 stays
    And Player1 stays
    And Player1 is done
    And Player2 is done
    And Player2 plays "Bottom Dealin'"
    Then "Bottom Dealin'" is in Player2's discard pile
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 is safe from cheatin' cards this round
      Player1 reveals 2S 2S 7D 9C KC: Cheatin' One Pair (rank 2)
      Player2 plays Bottom Dealin' against Player1's cheatin' hand
      """

  Scenario: With an illegal hand of your own there is no exchange, but the protection holds
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | The Ghostly Gun | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "The Ghostly Gun" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Quickdraw Handgun"
    And Player2 tries to play "Bottom Dealin'"
    Then the play is refused by rule "cheatin.protected"
    And Player1's draw hand is "4S 4S 5S 5C JD"
    And Player2's draw hand is "3H 3H 3D 6C KH"
    And "Quickdraw Handgun" is booted
    And Player2 is asked to "Select a play"
    And the log contains "Player1 is safe from cheatin' cards this round"
    And the log does not contain "Player1 exchanges draw hands with Player2"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Handgun is not a play
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player2 wins the round
    And "Quickdraw Handgun" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1 uses Quickdraw Handgun"

  Scenario: A booted Handgun cannot be used
    Given Player1's hand is "Bottom Dealin'"
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Quickdraw Handgun (booted) |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to use "Quickdraw Handgun"
    Then the play is refused by rule "ability.cost"
    And Player1's draw hand is "4S 4C 5S 5C JD"
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Bottom Dealin'"

  Scenario: The Handgun is a Cheatin' Resolution, not a High Noon action
    When Player1 tries to use "Quickdraw Handgun"
    Then the play is refused by rule "noon.play_type"
    And "Quickdraw Handgun" is unbooted

  Scenario: In lowball the Handgun exchanges the hands, with no protection
    Given the board "lowball"
    And Player1 has these dudes:
      | dude          | at   | attachments       |
      | Steele Archer | home | Quickdraw Handgun |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "AH 2S 3D 6C 6C"
    When Player1 uses "Quickdraw Handgun"
    Then Player1 is the first player
    And "Quickdraw Handgun" is booted
    And Player1 is asked to "Select a card"
    And the log contains in order:
      """
      Player2 reveals AH 2S 3D 6C 6C: Cheatin' One Pair (rank 2)
      Player1 uses Quickdraw Handgun
      Player1 exchanges draw hands with Player2
      Player1's draw hand is now AH 2S 3D 6C 6C: Cheatin' One Pair (rank 2)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
    And the log does not contain "Player1 is safe from cheatin' cards this round"
