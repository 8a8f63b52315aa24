@card:23055
Feature: Swagger
  Noon: Move your unbooted dude to an adjacent location. That dude has +1 influence for
  controlling deeds until the end of the next Upkeep phase.

  On the main street board Player1's street is home - General Store - Telegraph Office;
  Player2 owns none of them. Clint Ramsey has 1 influence, Olivia Jenks 2: at Player1's
  Telegraph Office, Player2 controls it (2 against 1) unless Clint's swagger makes it 2
  against 2, and the owner keeps a deed on a tie (§4.3).

  Background:
    Given the board "main street"
    And Player1's hand is "Swagger"
    And Player1 has these dudes:
      | dude         | at            | booted |
      | Clint Ramsey | General Store | no     |
      | Jake Smiley  | General Store | yes    |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Telegraph Office |

  Scenario: The dude moves next door and counts +1 influence for the deed's control
    When Player1 plays "Swagger"
    Then Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Clint Ramsey"
    And Player1 chooses "Telegraph Office"
    Then "Clint Ramsey" is at "Telegraph Office"
    And "Clint Ramsey" is unbooted
    And "Clint Ramsey" has 1 influence
    And Player1 controls "Telegraph Office"
    And "Clint Ramsey" has "influence for controlling deeds +1" from "Swagger" until end of phase
    And the log contains "Player1 gives Clint Ramsey +1 influence for controlling deeds"
