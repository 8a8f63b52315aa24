@card:01088 @blind
Feature: Roan (blind proof)
  Horse. React, Boot: Prevent this dude from booting when they join a posse (this
  does not allow a booted dude to join a posse).

  Board "shootout": Player1's home is adjacent to the town square, so a dude there
  joins a town-square posse by booting and moving in (§5.2).

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: The dude joins from an adjacent location without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Olivia Jenks    | home        | Roan        |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 reacts with "Roan"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Roan" is booted
    And Player1's posse is "Pancho Castillo, Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: Without the react the dude boots to join
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Olivia Jenks    | home        | Roan        |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 passes
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And "Roan" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: A booted dude with the Roan still cannot join from an adjacent location
    Given Player1 has these dudes:
      | dude            | at          | attachments | booted |
      | Pancho Castillo | Town Square |             | no     |
      | Olivia Jenks    | home        | Roan        | yes    |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And "Olivia Jenks" is at "Player1's home"
    And Player1 is asked to "Select a card"
