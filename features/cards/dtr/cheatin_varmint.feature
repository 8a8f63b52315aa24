@card:01129
Feature: Cheatin' Varmint
  Action. Resolution: Pay 5 ghost rock to lower a player's draw hand by 2 ranks.
  Cheatin' Resolution: Lower a player's draw hand by 2 ranks.

  A Resolution is played after the reveal; a Cheatin' Resolution only while the opponent's
  hand is illegal, one per player per round (§5.6). Lowering is a rank modifier for the
  round: a lowered hand counts as the best of its new rank, and the next round starts
  unmodified (§5.4, §5.6).

  Steele Archer (a draw with 0 bullets) keeps the stacked Two Pair 4S 4C 5S 5C JD against
  Player2's Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Cheatin' Varmint"
    And Player1 has 5 ghost rock
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: For 5 ghost rock a player's draw hand is lowered by 2 ranks
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Cheatin' Varmint"
    Then Player1 is asked to "Select a player"
    When Player1 chooses "Player2"
    Then Player2's hand rank is 2
    And Player1's hand rank is 3
    And Player1 has 0 ghost rock
    And "Cheatin' Varmint" is in Player1's discard pile
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays Cheatin' Varmint
      Player1 lowers Player2's draw hand by 2 ranks
      Player1 wins the round by 1 rank
      """

  Scenario: Without 5 ghost rock the Resolution cannot be played
    Given Player1 has 4 ghost rock
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may not choose "play Cheatin' Varmint"
    And Player1 may choose "play Cheatin' Varmint (2nd ability)"
    And Player1 has 4 ghost rock
    And the log contains "Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)"

  Scenario: Against a cheatin' hand the Cheatin' Resolution lowers a hand for free
    Given Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Cheatin' Varmint (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 2
    And Player1 has 5 ghost rock
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 plays Cheatin' Varmint
      Player1 lowers Player2's draw hand by 2 ranks
      """

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Cheatin' Resolution is not a play
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to play "Cheatin' Varmint (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"
    And Player1's hand is "Cheatin' Varmint"

  Scenario: Any player's hand may be lowered, your own too
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player1"
    Then Player1's hand rank is 1
    And Player2's hand rank is 4
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 lowers Player1's draw hand by 2 ranks"

  Scenario: The lowered rank lasts for the round only
    Given Player1's draw hands are "4S 4C 5S 5C JD" and then "7S 7C 8S 8C KD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "9H 9S 2D 2C QH"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    And Player2 covers the casualties with "Allie Hensman"
    And Player2 stays
    And Player1 stays
    And Player2 is done
    Then Player2's hand rank is 3
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 reveals 9H 9S 2D 2C QH: Two Pair (rank 3)"

  Scenario: Cheatin' Varmint is not a High Noon action
    When Player1 tries to play "Cheatin' Varmint"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 5 ghost rock

  Scenario: Two copies in hand offer four plays, each under its own id
    # Regression (issue 20): "Cheatin' Varmint #2" named both the second copy and the first
    # copy's Cheatin' Resolution; now a later ability is "(2nd ability)".
    Given Player1's hand is "Cheatin' Varmint, Cheatin' Varmint #2"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And the options are:
      """
      play Cheatin' Varmint
      play Cheatin' Varmint (2nd ability)
      play Cheatin' Varmint #2
      play Cheatin' Varmint #2 (2nd ability)
      pass
      """
    When Player1 plays "Cheatin' Varmint #2"
    And Player1 chooses "Player2"
    Then Player1 has 0 ghost rock
    And "Cheatin' Varmint #2" is in Player1's discard pile
    And "Cheatin' Varmint" is in Player1's hand
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Cheatin' Varmint (2nd ability)"
