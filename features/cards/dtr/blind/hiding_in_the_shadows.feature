@card:01118 @blind
Feature: Hiding in the Shadows (blind proof)
  Noon: Choose one of your dudes. Other players cannot choose or affect that dude with
  Shootout abilities.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Hiding in the Shadows, Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The opponent's Shootout ability cannot choose the hidden dude
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player1 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    Then Player2 is asked to "Select a dude"
    And Player2 may not choose "Pancho Castillo"
    And Player2 may choose "Olivia Jenks"
    And Player2 may choose "Clint Ramsey"
    And "Pancho Castillo" has 3 bullets

  Scenario: Your own Shootout abilities can still choose the hidden dude
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player1 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And Player2 is asked to "Select a play"

  Scenario: Only your own dudes can be hidden
    When Player1 plays "Hiding in the Shadows"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"

  Scenario: The protection lasts until the end of the day
    Given Player1's hand is "Hiding in the Shadows, Pat's Perch"
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has "protected from opponents' shootout abilities" from "Hiding in the Shadows" until end of day

  Scenario: The opponent's Noon abilities can still choose the hidden dude
    Given Player2's hand is "Rumors"
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 plays "Rumors"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 influence

  Scenario: The opponent's goods' Shootout ability cannot choose the hidden dude
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Shotgun     |
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Olivia Jenks"
    And Player2 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player1 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    Then Player2 is asked to "Select a dude"
    And Player2 may not choose "Olivia Jenks"
    And Player2 may choose "Jake Smiley"
