@card:24228
Feature: Pistol Whip (Weird West Edition)
  Shootout: Boot your dude in this posse to send a dude in the other posse home booted.
  Your dude gets -1 bullets (minimum 0).

  The Weird West Edition rewords the Base Set card only in its punctuation; it shares
  the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Pistol Whip (Weird West Edition), Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |

  Scenario: Your dude boots to send an opposing dude home booted, and gets -1 bullets
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Steele Archer"
    And "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bullets
    And "Pistol Whip (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 plays Pistol Whip (Weird West Edition): Pancho Castillo sends Steven Wiles home booted and gets -1 bullets"
    And Player1 is asked to "Select a play"

  Scenario: Only a dude in the other posse can be sent home
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 plays "Pistol Whip (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: The dude who whips must be your unbooted dude in this posse
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Olivia Jenks    | Town Square | yes    |
      | Andreas Andregg | Town Square | no     |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Andreas Andregg"
    And the log contains "Player1 forms a posse of Pancho Castillo, Olivia Jenks"

  Scenario: Without an unbooted dude in your posse Pistol Whip (Weird West Edition) is not a play
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player2 is done
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "play Pistol Whip (Weird West Edition)"
    And the log contains "Player1 forms a posse of Pancho Castillo"

  Scenario: Bullets never drop below 0
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 0 bullets
    And "Olivia Jenks" is at "Player2's home"
    And the log contains "Player1 plays Pistol Whip (Weird West Edition): Steele Archer sends Olivia Jenks home booted and gets -1 bullets"
    And Player1 is asked to "Select a play"

  Scenario: The -1 bullets lasts into the next round
    Given Player1's hand is "Pistol Whip (Weird West Edition), Pistol Whip (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
      | Clint Ramsey  | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Clint Ramsey" as shooter
    And Player2 discards "Steele Archer"
    And Player2 stays
    And Player1 stays
    Then Player1 is asked to "Select a play"
    And "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 plays Pistol Whip (Weird West Edition): Pancho Castillo sends Steven Wiles home booted and gets -1 bullets
      Player1 reveals 2S 2C 5S 5C JD: Two Pair (rank 3)
      """

  Scenario: Whipping the last opposing dude home ends the shootout, and the -1 bullets with it
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Pistol Whip (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    And Player1 passes
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 plays Pistol Whip (Weird West Edition): Pancho Castillo sends Steven Wiles home booted and gets -1 bullets
      Player1 wins the shootout at Town Square
      """

  Scenario: Pistol Whip (Weird West Edition) is a Shootout play, not a High Noon action
    When Player1 tries to play "Pistol Whip (Weird West Edition)"
    Then the play is refused because "Pistol Whip (Weird West Edition)'s ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And "Pancho Castillo" is unbooted
    And "Steven Wiles" is at "Town Square"
