@card:01064
Feature: Pearly's Palace
  Controller React, Boot: After a shootout starts but before any player makes a Shootout
  play, make a Shootout play.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Pearly's Palace"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The controller makes a Shootout play before the Shootout plays begin
    Given Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 reacts with "Pearly's Palace"
    Then Player1 is asked to "Select a play"
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Pearly's Palace" is booted
    And "Shotgun" is booted
    And the log contains in order:
      """
      Player1 and Player2 shoot it out at Town Square
      Player1 uses Pearly's Palace to make a shootout play
      Player1 uses Shotgun to ace Olivia Jenks
      Player1 has the first shootout play
      """
    And Player1 is asked to "Select a casualty"

  Scenario: The controller may pass instead of making the play
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 reacts with "Pearly's Palace"
    And Player1 passes
    Then Player1 is asked to "Select a play"
    And "Pearly's Palace" is booted
    And "Olivia Jenks" is at "Town Square"
    And the log contains in order:
      """
      Player1 uses Pearly's Palace to make a shootout play
      Player1 passes
      Player1 has the first shootout play
      """

  Scenario: With no Shootout play to make the react does nothing more
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 reacts with "Pearly's Palace"
    Then "Pearly's Palace" is booted
    And the log contains "Player1 has no shootout play to make"
    And Player1 is asked to "Select a casualty"

  Scenario: An opponent who controls Pearly's Palace by influence makes the play
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at              | attachments |
      | Olivia Jenks | Town Square     | Shotgun     |
      | Clint Ramsey | Pearly's Palace |             |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player2 is done
    And Player2 reacts with "Pearly's Palace"
    And Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player1's Boot Hill
    And "Pearly's Palace" is booted
    And the log contains in order:
      """
      Player2 uses Pearly's Palace to make a shootout play
      Player2 uses Shotgun to ace Jake Smiley
      """

  Scenario: The owner cannot use Pearly's Palace while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Town Square     |
      | Clint Ramsey | Pearly's Palace |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    Then Player2 is asked to "Select a react"
    And Player1 may not choose "react Pearly's Palace"
    When Player2 passes
    Then Player1 is asked to "Select a play"
    And the log contains "Player1 has the first shootout play"
    And the log does not contain "Pearly's Palace"

  Scenario: A booted Pearly's Palace cannot be used
    Given Player1's street is "home, Pearly's Palace (booted)"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then the log does not contain "Player1 uses Pearly's Palace"
    And Player1 is asked to "Select a play"
