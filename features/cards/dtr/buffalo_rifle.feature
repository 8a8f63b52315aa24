@card:01097
Feature: Buffalo Rifle
  If this dude is adjacent to the location of a shootout or a job's mark, they can join a
  posse, without moving or booting, even if booted.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | yes    | Buffalo Rifle |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.posse
  Scenario: A booted rifleman next door joins the posse without moving or booting
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 forms a posse of Jake Smiley, Pancho Castillo
      Player1's Pancho Castillo joins the posse from Player1's home without moving
      """

  @rule:shootout.posse
  Scenario: Without the rifle a booted dude next door cannot join
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Jake Smiley     | Town Square | no     |
      | Pancho Castillo | home        | yes    |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
    And the log contains "Player1 forms a posse of Jake Smiley"

  @rule:shootout.posse
  Scenario: The rifle does not reach a shootout that is not adjacent
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | Blake Ranch | yes    | Buffalo Rifle |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
    And the log contains "Player1 forms a posse of Jake Smiley"

  @rule:job.opposing
  Scenario: A rifleman next to a job's mark can oppose the job without moving
    Given Player1 has these dudes:
      | dude            | at          | booted | attachments   |
      | Jake Smiley     | Town Square | no     |               |
      | Pancho Castillo | home        | yes    | Buffalo Rifle |
    And Player2's hand is "Kidnappin'"
    And it is Player2's turn
    And Player2 has these dudes:
      | dude         | at          |
      | Sloane       | Town Square |
    When Player2 plays "Kidnappin'"
    And Player2 selects "Jake Smiley"
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 is done
    Then Player1's posse is "Pancho Castillo"
    And "Pancho Castillo" is at "Player1's home"
    And the log contains "Player1's Pancho Castillo joins the posse from Player1's home without moving"
    And Player2 is asked to "Select a card"
