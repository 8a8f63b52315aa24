@card:07015
Feature: Rapier
  Goods, Weapon, Melee, +2 bullets. If there is an unbooted non-Melee Weapon in the
  opposing posse, Rapier provides +0 bullets. This dude gets +1 value.

  The first sentence is the rule of every Melee Weapon (§1.4, §13.18): its bullet bonus
  is lost while the opposing posse has an unbooted non-Melee Weapon, whoever carries
  it and whether or not that dude is booted; booting that weapon restores the bonus.
  Outside a shootout there is no opposing posse. The +1 value is Rapier's own trait.

  Olivia Jenks is a draw with 2 bullets, value 2. Pancho Castillo is a stud with 3
  bullets, 4 with his Shotgun (a non-Melee Weapon).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Rapier      |

  Scenario: Rapier gives its dude +2 bullets and +1 value
    Then "Olivia Jenks" has 4 bullets
    And "Olivia Jenks" has 3 value
    And "Rapier" has 2 bullets

  Scenario: An unbooted gun in the opposing posse leaves the Rapier +0 bullets, but the +1 value
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    Then Player2 is asked to "Select a play"
    And "Rapier" has 0 bullets
    And "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 3 value
    And "Pancho Castillo" has 4 bullets
    And the log contains "Player2 forms a posse of Pancho Castillo"

  Scenario: The gun counts even when the dude carrying it is booted
    Given Player2 has these dudes:
      | dude            | at          | booted | attachments |
      | Pancho Castillo | Town Square | yes    | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    Then Player2 is asked to "Select a play"
    And "Olivia Jenks" has 2 bullets
    And the log contains "Player2 accepts: Pancho Castillo faces Olivia Jenks"

  Scenario: A booted gun in the opposing posse does not blunt the Rapier
    Given Player2 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Shotgun (booted) |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    Then "Olivia Jenks" has 4 bullets
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 4"

  Scenario: Booting the opposing gun mid-shootout restores the bonus before the draw
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Olivia Jenks  | Town Square | Rapier      |
      | Steele Archer | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Shotgun" is booted
    And "Olivia Jenks" has 4 bullets
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 uses Shotgun to ace Steele Archer
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 4
      """

  Scenario: A Melee Weapon in the opposing posse does not blunt the Rapier
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Rapier      |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    Then "Olivia Jenks" has 4 bullets
    And "Steven Wiles" has 5 bullets
    And "Steven Wiles" has 9 value
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 4
      Player2 draws 10 cards with a stud bonus of 5 and a draw bonus of 0
      """

  Scenario: Only the opposing posse counts, not a gun in your own posse or outside the shootout
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Olivia Jenks    | Town Square | Rapier      |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square |             |
      | Clint Ramsey | Town Square | Shotgun     |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    Then Player1 is asked to "Select a dude"
    And "Olivia Jenks" has 4 bullets
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: The bonus comes back when the shootout ends
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Steven Wiles    | Town Square |             |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Pancho Castillo" to the posse
    And Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 aces "Steven Wiles"
    And Player2 aces "Pancho Castillo"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" has 4 bullets
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"

  Scenario: Every Melee Weapon follows the rule, not only Rapier
    Given Player1 has these dudes:
      | dude         | at          | attachments    |
      | Olivia Jenks | Town Square | Stoker's Sabre |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player2 accepts
    Then "Stoker's Sabre" has 0 bullets
    And "Olivia Jenks" has 2 bullets
    And Player2 is asked to "Select a play"
    And the log contains "Player1 forms a posse of Olivia Jenks"
