@card:01136
Feature: Hex Slingin'
  Action. Resolution: Discard a Hex from your dude in this posse to raise your draw hand
  rank by 2.

  A Resolution is played after the reveal (§8.1). Without a Hex on a dude of your posse to
  discard it is no play (rule ability.condition). The raise is a rank modifier for the
  round: the raised hand counts as the worst of its new rank, and the next round starts
  unmodified (§5.6).

  Steele Archer (Huckster 2, a draw with 0 bullets) carries Soul Blast, a Hex, and keeps
  the stacked Two Pair 4S 4C 5S 5C JD against Player2's Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Hex Slingin'"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.rank_modifier
  Scenario: Discarding a Hex raises your draw hand rank by 2
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Hex Slingin'"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 5
    And "Soul Blast" is in Player1's discard pile
    And "Hex Slingin'" is in Player1's discard pile
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays Hex Slingin'
      Player1 discards Soul Blast from Steele Archer to raise their draw hand rank by 2
      Player1 wins the round by 1 rank
      """

  Scenario: A raised hand is the worst of its new rank
    Given Player2's next draw hand is "3H 4D 5H 6C 7S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Hex Slingin'"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 5
    And Player2's hand rank is 5
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 wins the round on a tie-breaker: each side takes 1 casualty"

  Scenario: Without a Hex on a dude of your posse it is no play
    # The Ghostly Gun's Resolution keeps Player1's play window open.
    Given Player1 has these dudes:
      | dude            | at          | attachments          |
      | Steele Archer   | Town Square | Soul Blast           |
      | Pancho Castillo | Town Square | Pair of Six-Shooters |
      | The Ghostly Gun | Town Square |                      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "The Ghostly Gun" to the posse
    And Player1 is done
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 tries to play "Hex Slingin'"
    Then the play is refused by rule "ability.condition"
    And "Soul Blast" is attached to "Steele Archer"
    And Player1 is asked to "Select a play"
    And Player1 may choose "use The Ghostly Gun"

  Scenario: The raise lasts for the round only
    Given Player1's draw hands are "4S 4C 5S 5C JD" and then "7S 7C 8S 8C KD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "9H 9S 2D 2C QH"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Hex Slingin'"
    And Player1 selects "Soul Blast"
    And Player2 covers the casualties with "Allie Hensman"
    And Player2 stays
    And Player1 stays
    And Player2 is done
    Then Player1's hand rank is 3
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 wins the round by 1 rank
      Player1 reveals 7S 7C 8S 8C KD: Two Pair (rank 3)
      """

  Scenario: Hex Slingin' is not a High Noon action
    When Player1 tries to play "Hex Slingin'"
    Then the play is refused by rule "noon.play_type"
    And "Soul Blast" is attached to "Steele Archer"

  Scenario: Where hand ranks cannot be modified by Resolution abilities, the Hex is discarded for nothing
    Given Player2 has these dudes:
      | dude              | at          |
      | Virginia Ann Earp | Town Square |
    When Player1 calls out "Virginia Ann Earp" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Hex Slingin'"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 3
    And "Soul Blast" is in Player1's discard pile
    And the log contains "Player1 discards Soul Blast from Steele Archer"
    And the log does not contain "Player1 discards Soul Blast from Steele Archer to raise their draw hand rank by 2"
    And Player1 is asked to "Select a casualty"
