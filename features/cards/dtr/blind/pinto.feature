@card:01090 @blind
Feature: Pinto (blind proof)
  Horse. Shootout, Boot: Move this dude into a posse (without booting; this can move
  a booted dude).

  Board "shootout": Blake Ranch is out of town, adjacent to nothing, so a dude there
  could never join a town-square posse by the rules of §5.2.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A booted dude far away rides into the posse, without booting anything else
    Given Player1 has these dudes:
      | dude            | at          | attachments | booted |
      | Pancho Castillo | Town Square |             | no     |
      | Olivia Jenks    | Blake Ranch | Pinto       | yes    |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Pinto"
    Then "Olivia Jenks" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Pinto" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An unbooted dude joins without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Olivia Jenks    | Blake Ranch | Pinto       |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Pinto"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player1's posse is "Pancho Castillo, Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: A dude already in the posse has nothing to ride into
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Pinto       |
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    Then "Pinto" is unbooted
    And the log contains "Player1 has no shootout play and passes"
    And Player1 is asked to "Select a card"
