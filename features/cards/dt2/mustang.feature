@card:24155
Feature: Mustang (Weird West Edition)
  Noon, Boot: Move this dude (without booting).

  The Weird West Edition rewords the Base Set card without changing its ability (only
  its cost, 2 instead of 3); it shares the Base Set script, and these scenarios prove it
  behaves the same.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at   | attachments                  |
      | Pancho Castillo | home | Mustang (Weird West Edition) |

  Scenario: Ride to the other side of town without booting the dude
    When Player1 uses "Mustang (Weird West Edition)"
    And Player1 chooses "Player2's home"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is unbooted
    And "Mustang (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Mustang (Weird West Edition)
      Player1 moves Pancho Castillo to Player2's home without booting
      """

  Scenario: Any other location may be the destination
    When Player1 uses "Mustang (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Circle M Ranch"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"
    And the last log line is "Player1 uses Mustang (Weird West Edition)"

  Scenario: A booted dude can still be moved by the Mustang (Weird West Edition)
    Given Player1 has these dudes:
      | dude            | at   | booted | attachments                  |
      | Pancho Castillo | home | yes    | Mustang (Weird West Edition) |
    When Player1 uses "Mustang (Weird West Edition)"
    And Player1 chooses "Town Square"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted
    And the last log line is "Player1 moves Pancho Castillo to Town Square without booting"

  Scenario: A booted Mustang (Weird West Edition) cannot be used
    Given Player1 has these dudes:
      | dude            | at   | attachments                           |
      | Pancho Castillo | home | Mustang (Weird West Edition) (booted) |
    When Player1 tries to use "Mustang (Weird West Edition)"
    Then the play is refused because "Mustang (Weird West Edition) is booted"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" is at "Player1's home"
    And the log does not contain "Player1 uses Mustang (Weird West Edition)"

  Scenario: An opponent cannot ride your dude's Mustang (Weird West Edition)
    Given it is Player2's turn
    When Player2 tries to use "Mustang (Weird West Edition)"
    Then the play is refused because "Player2 does not control Mustang (Weird West Edition)"
    And the play is refused by rule "ability.condition"
    And "Pancho Castillo" is at "Player1's home"
    And the log does not contain "Player2 uses Mustang (Weird West Edition)"

  Scenario: Mustang (Weird West Edition) is used once per day
    Given Player1 has used "Mustang (Weird West Edition)" today
    When Player1 tries to use "Mustang (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" is at "Player1's home"
    And the log does not contain "Player1 uses Mustang (Weird West Edition)"
