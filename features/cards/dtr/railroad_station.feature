@card:01079
Feature: Railroad Station
  Controller Noon, Boot: Move your dude from this location to another location (without
  booting).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Railroad Station"
    And Player1 has these dudes:
      | dude            | at               | booted |
      | Pancho Castillo | Railroad Station | yes    |
      | Steele Archer   | Town Square      | no     |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |

  Scenario: Your dude at the station takes the train to the other side of town
    When Player1 uses "Railroad Station"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Player2's home"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Railroad Station" is booted
    And the log contains in order:
      """
      Player1 uses Railroad Station on Pancho Castillo
      Player1 moves Pancho Castillo to Player2's home without booting
      """

  Scenario: Only your dudes at the station may take the train, to any other location
    When Player1 uses "Railroad Station"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Railroad Station"

  Scenario: With no dude of yours at the station there is no one to move
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Railroad Station"
    Then the play is refused because "Railroad Station has no legal target"
    And the play is refused by rule "ability.target"
    And "Railroad Station" is unbooted

  Scenario: A booted Railroad Station cannot be used
    Given Player1's street is "home, Railroad Station (booted)"
    When Player1 tries to use "Railroad Station"
    Then the play is refused by rule "ability.cost"
    And "Pancho Castillo" is at "Railroad Station"

  Scenario: An opponent who controls the station by influence moves their own dude
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
      | Clint Ramsey | Railroad Station |
    And it is Player2's turn
    When Player2 uses "Railroad Station"
    Then Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Pancho Castillo"
    When Player2 selects "Olivia Jenks"
    And Player2 chooses "Town Square"
    Then "Olivia Jenks" is at "Town Square"
    And the last log line is "Player2 moves Olivia Jenks to Town Square without booting"

  @rule:ability.controller
  Scenario: The owner cannot use the station while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
      | Clint Ramsey | Railroad Station |
    When Player1 tries to use "Railroad Station"
    Then the play is refused by rule "ability.controller"
    And "Pancho Castillo" is at "Railroad Station"
