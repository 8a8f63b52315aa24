@card:24158 @blind
Feature: Roan (Weird West Edition) (blind proof)
  React, Boot: When joining a posse, this dude does not boot (this does not allow a booted
  dude to join a posse).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: The rider joins the posse from an adjacent location without booting
    Given Player1 has these dudes:
      | dude          | at          | attachments               |
      | Allie Hensman | Town Square |                           |
      | Jake Smiley   | home        | Roan (Weird West Edition) |
    When Player1 calls out "Pancho Castillo" with "Allie Hensman"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 reacts with "Roan (Weird West Edition)"
    Then "Jake Smiley" is unbooted
    And "Jake Smiley" is at "Town Square"
    And "Roan (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Roan does not let a booted rider join from an adjacent location
    Given Player1 has these dudes:
      | dude          | at          | booted | attachments               |
      | Allie Hensman | Town Square |        |                           |
      | Jake Smiley   | home        | true   | Roan (Weird West Edition) |
    When Player1 calls out "Pancho Castillo" with "Allie Hensman"
    And Player2 accepts
    Then Player1's posse is "Allie Hensman"
    And "Jake Smiley" is at "Player1's home"
    And "Roan (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a casualty"
