@card:01097 @blind
Feature: Buffalo Rifle (blind proof)
  Weapon. If this dude is adjacent to the location of a shootout or a job's mark,
  they can join a posse, without moving or booting, even if booted.

  Board "shootout": Player1's home is adjacent to the town square; Blake Ranch is out
  of town and adjacent to nothing.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A booted dude next door joins the posse where he stands
    Given Player1 has these dudes:
      | dude            | at          | attachments   | booted |
      | Pancho Castillo | Town Square |               | no     |
      | Olivia Jenks    | home        | Buffalo Rifle | yes    |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An unbooted dude next door joins without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square |               |
      | Olivia Jenks    | home        | Buffalo Rifle |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: A dude that is not adjacent cannot join
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square |               |
      | Olivia Jenks    | Blake Ranch | Buffalo Rifle |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And "Olivia Jenks" is at "Blake Ranch"
    And Player1 is asked to "Select a card"

  Scenario: A booted dude next door without the rifle cannot join
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Olivia Jenks    | home        | yes    |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: It lets a booted dude next to a job's mark oppose the job without moving
    Kidnappin' marks Steele Archer in the town square; Player2's booted Olivia Jenks
    waits at home, next to it.
    Given Player2 has these dudes:
      | dude          | at          | attachments   | booted |
      | Steele Archer | Town Square |               | no     |
      | Olivia Jenks  | home        | Buffalo Rifle | yes    |
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Kidnappin'"
    When Player1 plays "Kidnappin'"
    And Player1 selects "Steele Archer"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "join Olivia Jenks"
    When Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    Then Player2's posse is "Olivia Jenks, Steele Archer"
    And "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2 is asked to "Select a dude"
