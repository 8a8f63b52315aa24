@card:24093 @blind
Feature: Ramiro Mendoza (Weird West Edition) (blind proof)
  Whenever Ramiro joins a posse, pay 1 ghost rock or discard him.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude                                | at          |
      | Jake Smiley                         | Town Square |
      | Ramiro Mendoza (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Ramiro joins the posse and his controller pays 1 ghost rock
    When Player1 calls out "Pancho Castillo" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    And Player1 chooses "pay 1 ghost rock"
    Then Player1 has 2 ghost rock
    And "Ramiro Mendoza (Weird West Edition)" is in play
    And Player1 is asked to "Select a dude"

  Scenario: Ramiro joins the posse and his controller discards him instead
    When Player1 calls out "Pancho Castillo" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    And Player1 chooses "discard Ramiro Mendoza"
    Then Player1 has 3 ghost rock
    And "Ramiro Mendoza (Weird West Edition)" is not in play
    And Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a card"
