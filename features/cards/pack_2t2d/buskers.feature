@card:20007
Feature: Buskers
  React: After an opposing dude moves to this location and that dude's controller has more
  ghost rock than you, that dude's controller must pay you 2 ghost rock. If they do not,
  boot that dude.

  Background:
    Given the board "shootout"
    And it is Player2's turn
    And Player1 has these dudes:
      | dude    | at          |
      | Buskers | Town Square |

  @ruling:buskers-must-pay-if-able
  Scenario: A richer opponent's dude arrives: they pay Buskers' player 2 ghost rock
    Given Player1 has 3 ghost rock
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    And Player1 reacts with "Buskers"
    Then Player1 has 5 ghost rock
    And Player2 has 3 ghost rock
    And "Olivia Jenks" is unbooted
    And the log contains "Player2 pays Player1 2 ghost rock for Buskers"

  @ruling:buskers-must-pay-if-able
  Scenario: A richer opponent who cannot pay 2: the dude boots
    Given Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    And Player1 reacts with "Buskers"
    Then "Olivia Jenks" is booted
    And Player2 has 1 ghost rock
    And the log contains "Player1 boots Olivia Jenks"

  Scenario: With exactly 2 ghost rock the opponent pays
    Given Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    And Player1 reacts with "Buskers"
    Then Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    And "Olivia Jenks" is unbooted

  Scenario: An opponent with no more ghost rock than you passes freely
    Given Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then Player1 may not choose "react Buskers"
    And Player2 has 5 ghost rock

  Scenario: A dude moving elsewhere does not pass Buskers
    Given Player1 has 3 ghost rock
    And Player2 has 5 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player2 moves "Olivia Jenks" to "Railroad Station"
    Then Player1 may not choose "react Buskers"

  Scenario: An opponent with less ghost rock than you passes freely
    Given Player1 has 5 ghost rock
    And Player2 has 4 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then Player1 may not choose "react Buskers"

  Scenario: Your own dude arriving pays nothing
    Given it is Player1's turn
    And Player1 has 5 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at   |
      | Jon Longstride | home |
    When Player1 moves "Jon Longstride" to "Town Square"
    Then Player1 may not choose "react Buskers"
