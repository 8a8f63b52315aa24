@card:24151
Feature: Shotgun (Weird West Edition)
  Shootout, Boot: Ace an opposing dude with value lower than this dude's bullet rating.

  The Weird West Edition lowers the Base Set card's range: only a value lower than this
  dude's bullets, no longer an equal one. It has its own script (the Base Set ability
  with the strict bound); these scenarios mirror the Base Set ones.

  Pancho Castillo (value 5) has 3 bullets, 4 with the Shotgun. Olivia Jenks is value 2,
  Allie Hensman value 1, Philip Swinford 2, Steele Archer 4, Steven Wiles 8.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments                  |
      | Pancho Castillo | Town Square | Shotgun (Weird West Edition) |

  Scenario: The Shotgun (Weird West Edition) aces an opposing dude in the shootout and boots itself
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Shotgun (Weird West Edition)" is booted
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 4 bullets
    And Player2's posse is empty
    And the log contains "Player1 uses Shotgun (Weird West Edition) to ace Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: A posse emptied by the Shotgun (Weird West Edition) still leaves the survivors their Run or Gun
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player1 uses Shotgun (Weird West Edition) to ace Olivia Jenks
      Player1 wins the shootout at Town Square
      """

  Scenario: A value lower than the bullets is in range; an equal one is not
    Given Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 uses "Shotgun (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 forms a posse of Olivia Jenks, Steele Archer"

  Scenario: Only opposing dudes in this shootout can be chosen
    Given Player1 has these dudes:
      | dude            | at          | attachments                  |
      | Pancho Castillo | Town Square | Shotgun (Weird West Edition) |
      | Olivia Jenks    | Town Square |                              |
    And Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | Philip Swinford | Town Square |
    When Player1 calls out "Allie Hensman" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 uses "Shotgun (Weird West Edition)"
    Then Player1 may choose "Allie Hensman"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Philip Swinford"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 forms a posse of Allie Hensman"

  Scenario: The range is this dude's bullets when the Shotgun fires, not its printed bonus
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
      | Olivia Jenks  | Town Square |
    When Player1 calls out "Allie Hensman" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    And Player1 uses "Shotgun (Weird West Edition)"
    Then "Pancho Castillo" has 2 bullets
    And Player1 may choose "Allie Hensman"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 plays Sun in Yer Eyes on Pancho Castillo: -2 bullets and a draw until the end of the shootout"

  Scenario: With no opposing dude in range the Shotgun (Weird West Edition) is not a play
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Shotgun (Weird West Edition)"
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: A booted Shotgun (Weird West Edition) cannot fire again in the next round
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
    And Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 discards "Steele Archer"
    And Player2 stays
    And Player1 stays
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Shotgun (Weird West Edition)"
    And "Shotgun (Weird West Edition)" is booted
    And "Steele Archer" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 uses Shotgun (Weird West Edition) to ace Olivia Jenks
      Player1 reveals 2S 2C 5S 5C JD: Two Pair (rank 3)
      Player2 reveals 3H 3D 6C 9S KH: One Pair (rank 2)
      """

  Scenario: The Shotgun (Weird West Edition) is a Shootout ability, not a High Noon action
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Shotgun (Weird West Edition)"
    Then the play is refused because "Shotgun (Weird West Edition)'s ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And "Olivia Jenks" is in play
    And the log does not contain "Player1 uses Shotgun (Weird West Edition) to ace Olivia Jenks"
