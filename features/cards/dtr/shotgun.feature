@card:01084
Feature: Shotgun
  Goods, Weapon, +1 bullets. Shootout, Boot: Choose and ace an opposing dude in this
  shootout with a value less than or equal to this dude's bullets.

  Pancho Castillo (value 5) has 3 bullets, 4 with the Shotgun. Olivia Jenks is value 2,
  Steele Archer value 4, Andreas Andregg value 5, Steven Wiles value 8.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  Scenario: The Shotgun aces an opposing dude in the shootout and boots itself
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Shotgun" is booted
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 4 bullets
    And Player2's posse is empty
    And the log contains "Player1 uses Shotgun to ace Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: A posse emptied by the Shotgun still leaves the survivors their Run or Gun
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player1 uses Shotgun to ace Olivia Jenks
      Player1 wins the shootout at Town Square
      """

  Scenario: A value equal to the bullets is in range; one higher is not
    Given Player2 has these dudes:
      | dude            | at          |
      | Steele Archer   | Town Square |
      | Andreas Andregg | Town Square |
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Andreas Andregg" to the posse
    And Player1 uses "Shotgun"
    Then Player1 may choose "Steele Archer"
    And Player1 may not choose "Andreas Andregg"
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 forms a posse of Steele Archer, Andreas Andregg"

  Scenario: Only opposing dudes in this shootout can be chosen
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Olivia Jenks    | Town Square |             |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 uses "Shotgun"
    Then Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Allie Hensman"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 forms a posse of Steele Archer"

  Scenario: The range is this dude's bullets when the Shotgun fires, not its printed bonus
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    And Player1 uses "Shotgun"
    Then "Pancho Castillo" has 2 bullets
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 plays Sun in Yer Eyes on Pancho Castillo: -2 bullets and a draw until the end of the shootout"

  Scenario: With no opposing dude in range the Shotgun is not a play
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Shotgun"
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: A booted Shotgun cannot fire again in the next round
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 discards "Steele Archer"
    And Player2 stays
    And Player1 stays
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Shotgun"
    And "Shotgun" is booted
    And "Steele Archer" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 uses Shotgun to ace Olivia Jenks
      Player1 reveals 2S 2C 5S 5C JD: Two Pair (rank 3)
      Player2 reveals 3H 3D 6C 9S KH: One Pair (rank 2)
      """

  Scenario: The Shotgun is a Shootout ability, not a High Noon action
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Shotgun"
    Then the play is refused because "Shotgun's ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And "Olivia Jenks" is in play
    And the log does not contain "Player1 uses Shotgun to ace Olivia Jenks"
