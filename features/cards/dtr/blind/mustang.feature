@card:01086 @blind
Feature: Mustang (blind proof)
  Horse. Noon, Boot: Move this dude (without booting).

  Board "main street": Railroad Station (Player2's street) is not adjacent to
  Player1's home, so a standard move there boots the dude (§4.2).

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Mustang     |

  Scenario: The dude rides to a far location without booting
    When Player1 uses "Mustang"
    And Player1 chooses "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is unbooted
    And "Mustang" is booted

  Scenario: Without the Mustang the same move boots the dude
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is booted

  Scenario: A booted Mustang cannot be used again the same day
    When Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 tries to use "Mustang"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" is at "Town Square"
