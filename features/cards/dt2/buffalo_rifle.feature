@card:24173
Feature: Buffalo Rifle (Weird West Edition)
  Shootout, Boot: This dude joins a posse at an adjacent location without moving or
  booting.

  The Base Set Buffalo Rifle is a trait used as the posses form; this printing is a
  Shootout play that boots the rifle, so it has its own script (cards/dt2/buffalo_rifle.py).
  The dude joins his own player's posse and fights from where he stands.

  Board "shootout": Player1's home is adjacent to the town square; Blake Ranch is out of
  town, adjacent to nothing.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments                        |
      | Jake Smiley     | Town Square | no     |                                    |
      | Pancho Castillo | home        | yes    | Buffalo Rifle (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @ruling:buffalo-rifle-joins-booted-or-not
  Scenario: The booted rifleman next door joins the posse without moving or booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 uses "Buffalo Rifle (Weird West Edition)"
    Then Player1's posse is "Jake Smiley, Pancho Castillo"
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Buffalo Rifle (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Buffalo Rifle (Weird West Edition)
      Player1's Pancho Castillo joins the posse from Player1's home without moving
      """
    And the log contains "Player2 has no shootout play and passes"
    And Player1 is asked to "Select a dude"

  Scenario: An unbooted rifleman does not boot to join
    Given Player1 has these dudes:
      | dude            | at          | attachments                        |
      | Jake Smiley     | Town Square |                                    |
      | Pancho Castillo | home        | Buffalo Rifle (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Buffalo Rifle (Weird West Edition)"
    Then Player1's posse is "Jake Smiley, Pancho Castillo"
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Player1's home"
    And Player1 is asked to "Select a dude"

  Scenario: A rifleman who is not adjacent to the fight cannot join by it
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments                        |
      | Jake Smiley     | Town Square | no     |                                    |
      | Pancho Castillo | Blake Ranch | no     | Buffalo Rifle (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then the log contains "Player1 has no shootout play and passes"
    And "Buffalo Rifle (Weird West Edition)" is unbooted
    And Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
