@card:01131
Feature: Magical Distraction
  Action. Cheatin' Resolution: Discard a spell from your dude in this posse and pull. Your
  draw hand rank equals the value of your pull (to a maximum rank of 11).

  A Cheatin' Resolution is played after the reveal, only while the opponent's hand is
  illegal, one per player per round (§5.6). Without a spell on a dude of your posse to
  discard it is no play (rule ability.condition). The rank it sets is a rank modifier for
  the round: higher than the hand's own rank it counts as raised, lower as lowered, and the
  next round starts unmodified (§5.6).

  Steele Archer (Huckster 2, a draw with 0 bullets) carries Soul Blast and keeps the
  stacked Two Pair 4S 4C 5S 5C JD; the pull lies under the hand. Player2's hand holds 3H
  twice: a cheatin' Three of a Kind.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Magical Distraction"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.rank_modifier
  Scenario: Your draw hand rank becomes the value of the pull
    Given Player1's next pull is "9S"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Magical Distraction"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 9
    And "Soul Blast" is in Player1's discard pile
    And "Magical Distraction" is in Player1's discard pile
    And Player1 wins the round
    And Player2 takes 5 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays Magical Distraction
      Player1 discards Soul Blast from Steele Archer
      Player1 pulls 9S
      Player1's draw hand rank becomes 9
      Player1 wins the round by 5 ranks
      """

  Scenario: A pull above 11 gives rank 11
    Given Player1's next pull is "KS"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Magical Distraction"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 11
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1's draw hand rank becomes 11"

  Scenario: A low pull lowers the hand to its value
    Given Player1's next pull is "AS"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Magical Distraction"
    And Player1 selects "Soul Blast"
    Then Player1's hand rank is 1
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1's draw hand rank becomes 1"

  Scenario: Without a spell on a dude of your posse it is no play
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has these dudes:
      | dude            | at          | attachments          |
      | Steele Archer   | Town Square | Soul Blast           |
      | Pancho Castillo | Town Square | Pair of Six-Shooters |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to play "Magical Distraction"
    Then the play is refused by rule "ability.condition"
    And "Soul Blast" is attached to "Steele Archer"
    And Player1 is asked to "Select a play"
    And Player1 may choose "use Pair of Six-Shooters"

  @rule:shootout.cheatin
  Scenario: Against a legal hand it is not a play
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    Then Player2 wins the round
    And Player1's hand is "Magical Distraction"
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1 plays Magical Distraction"

  Scenario: The rank lasts for the round only
    # The pull, 5H, lies between the two hands: the second round draws 7S 7C 8S 8C KD.
    Given Player1's deck starts with "KD"
    And Player1's draw hands are "4S 4C 5S 5C JD" and then "5H 7S 7C 8S 8C"
    And Player2's draw hands are "3H 3H 3D 6C KH" and then "9H 9S 2D 2C QH"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Magical Distraction"
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
      Player1's draw hand rank becomes 5
      Player1 wins the round by 1 rank
      Player1 reveals 7S 7C 8S 8C KD: Two Pair (rank 3)
      """

  Scenario: Magical Distraction is not a High Noon action
    When Player1 tries to play "Magical Distraction"
    Then the play is refused by rule "noon.play_type"
    And "Soul Blast" is attached to "Steele Archer"
