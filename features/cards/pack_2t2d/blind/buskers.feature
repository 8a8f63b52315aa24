@card:20007 @blind
Feature: Buskers (blind proof)
  Dude. React: After an opposing dude moves to this location and that dude's controller has
  more ghost rock than you, that dude's controller must pay you 2 ghost rock. If they do
  not, boot that dude.

  Background:
    Given the phase is High Noon
    And it is Player2's turn
    And Player1 has these dudes:
      | dude    | at          |
      | Buskers | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |

  Scenario: A richer opponent moving in must pay 2 ghost rock
    Given Player1 has 1 ghost rock
    And Player2 has 5 ghost rock
    When Player2 moves "Olivia Jenks" to "Town Square"
    And Player1 chooses "react Buskers"
    Then Player2 has 3 ghost rock
    And Player1 has 3 ghost rock
    And "Olivia Jenks" is unbooted

  Scenario: A richer opponent who cannot pay 2 has the dude booted
    Given Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    When Player2 moves "Olivia Jenks" to "Town Square"
    And Player1 chooses "react Buskers"
    Then "Olivia Jenks" is booted
    And Player2 has 1 ghost rock
    And Player1 has 0 ghost rock

  Scenario: An opponent with no more ghost rock than you owes nothing
    Given Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then Player2 has 5 ghost rock
    And Player1 has 5 ghost rock

  Scenario: An opposing dude moving elsewhere owes nothing
    Given Player1 has 1 ghost rock
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude    | at             |
      | Buskers | Player1's home |
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then Player2 has 5 ghost rock
    And Player1 has 1 ghost rock
