@card:24239
Feature: Ridden Down (Weird West Edition)
  Action. Noon: Boot your horse to send a dude without a Horse at that location home
  booted.

  Pancho Castillo rides Mustang into the town square, where Player2's Steven Wiles stands
  on foot and Olivia Jenks sits on a Pinto; Player1's Steele Archer is on foot there
  too, with a Shotgun (no Horse).

  Background:
    Given the board "shootout"
    And Player1's hand is "Ridden Down (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Mustang     |
      | Steele Archer   | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square |             |
      | Olivia Jenks | Town Square | Pinto       |

  Scenario: Booting your horse sends a dude on foot at its location home booted
    When Player1 plays "Ridden Down (Weird West Edition)"
    Then the options are:
      """
      Mustang
      """
    When Player1 selects "Mustang"
    Then the options are:
      """
      Steele Archer
      Steven Wiles
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Mustang" is booted
    And "Pancho Castillo" is unbooted
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1 boots Mustang to send Steven Wiles home booted"

  Scenario: A booted horse cannot ride anyone down
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Mustang (booted) |
    When Player1 tries to play "Ridden Down (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
