@card:24167
Feature: Mechanical Horse (Weird West Edition)
  Noon Repeat, Pay 1 Ghost Rock: Move this dude to an adjacent location. Noon Repeat,
  Pay 2 Ghost Rock: Move this dude. React, Boot: Prevent this dude from booting when
  they join a posse (this does not let a booted dude join a posse).

  The Weird West Edition adds a first ride, 1 ghost rock to an adjacent location, to the
  Base Set abilities. It has its own script; its second ability ("Mechanical Horse
  (Weird West Edition) #2") is the Base Set 2 ghost rock ride, and these scenarios
  mirror the Base Set ones and prove the new ride.

  Background:
    Given the board "main street"
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude            | at   | attachments                           |
      | Elander Boldman | home | Mechanical Horse (Weird West Edition) |

  @rule:move.boot
  Scenario: Pay 1 ghost rock to trot to an adjacent location without booting
    When Player1 uses "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "General Store"
    Then "Elander Boldman" is at "General Store"
    And "Elander Boldman" is unbooted
    And "Mechanical Horse (Weird West Edition)" is unbooted
    And Player1 has 9 ghost rock
    And the log contains in order:
      """
      Player1 pays 1 ghost rock to use Mechanical Horse (Weird West Edition)
      Player1 moves Elander Boldman to General Store without booting
      """

  @rule:move.destination
  Scenario: The 1 ghost rock trot reaches only an adjacent location
    When Player1 uses "Mechanical Horse (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "General Store"
    And Player1 may choose "Town Square"
    And Player1 may not choose "Telegraph Office"
    And Player1 may not choose "Player2's home"
    And Player1 may not choose "Blake Ranch"
    And Player1 may not choose "Player1's home"
    And the last log line is "Player1 pays 1 ghost rock to use Mechanical Horse (Weird West Edition)"

  @rule:noon.once_per_day
  Scenario: Repeat: the trot may be taken again on a later turn of the same day
    When Player1 uses "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "General Store"
    And Player2 passes
    And Player1 uses "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "Telegraph Office"
    Then "Elander Boldman" is at "Telegraph Office"
    And Player1 has 8 ghost rock
    And the log contains "Player1 moves Elander Boldman to Telegraph Office without booting"

  @rule:ability.cost
  Scenario: Without 1 ghost rock the horse does not trot
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Mechanical Horse (Weird West Edition)"
    Then the play is refused because "Player1 has 0 ghost rock and needs 1"
    And the play is refused by rule "ability.cost"
    And "Elander Boldman" is at "Player1's home"
    And the log does not contain "Player1 pays 1 ghost rock to use Mechanical Horse (Weird West Edition)"

  Scenario: An opponent cannot make your dude's horse trot
    Given it is Player2's turn
    When Player2 tries to use "Mechanical Horse (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Elander Boldman" is at "Player1's home"

  @rule:move.boot
  Scenario: Pay 2 ghost rock to ride across town without booting
    When Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Railroad Station"
    Then "Elander Boldman" is at "Railroad Station"
    And "Elander Boldman" is unbooted
    And "Mechanical Horse (Weird West Edition)" is unbooted
    And Player1 has 8 ghost rock
    And the log contains in order:
      """
      Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)
      Player1 moves Elander Boldman to Railroad Station without booting
      """

  @rule:noon.once_per_day
  Scenario: Repeat: the horse may be ridden again on a later turn of the same day
    When Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Player2's home"
    Then "Elander Boldman" is at "Player2's home"
    And "Elander Boldman" is unbooted
    And Player1 has 6 ghost rock
    And the log contains in order:
      """
      Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)
      Player1 moves Elander Boldman to Town Square without booting
      Player2 passes
      Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)
      Player1 moves Elander Boldman to Player2's home without booting
      """

  @rule:move.destination
  Scenario: Any other location may be the destination
    When Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Blake Ranch"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"
    And the last log line is "Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)"

  @rule:ability.cost
  Scenario: Without 2 ghost rock the horse does not move
    Given Player1 has 1 ghost rock
    When Player1 tries to use "Mechanical Horse (Weird West Edition) (2nd ability)"
    Then the play is refused because "Player1 has 1 ghost rock and needs 2"
    And the play is refused by rule "ability.cost"
    And "Elander Boldman" is at "Player1's home"
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)"

  @rule:move.boot
  Scenario: A booted rider can still be moved by the horse, and stays booted
    Given Player1 has these dudes:
      | dude            | at   | booted | attachments                           |
      | Elander Boldman | home | yes    | Mechanical Horse (Weird West Edition) |
    When Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Telegraph Office"
    Then "Elander Boldman" is at "Telegraph Office"
    And "Elander Boldman" is booted
    And Player1 has 8 ghost rock
    And the last log line is "Player1 moves Elander Boldman to Telegraph Office without booting"

  @rule:ability.condition
  Scenario: An opponent cannot ride your dude's horse
    Given it is Player2's turn
    And Player2 has 10 ghost rock
    When Player2 tries to use "Mechanical Horse (Weird West Edition) (2nd ability)"
    Then the play is refused because "Player2 does not control Mechanical Horse (Weird West Edition)"
    And the play is refused by rule "ability.condition"
    And "Elander Boldman" is at "Player1's home"
    And Player2 has 10 ghost rock
    And the log does not contain "Player2 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)"

  @rule:gadget.invent
  Scenario: Invented at shoppin', the horse is ridden on the scientist's next turn
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player1's hand is "Mechanical Horse (Weird West Edition)"
    And Player1's next pull is "8D"
    When Player1 attaches "Mechanical Horse (Weird West Edition)" to "Elander Boldman"
    And Player2 passes
    And Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Town Square"
    Then "Elander Boldman" is at "Town Square"
    And "Elander Boldman" is booted
    And Player1 has 7 ghost rock
    And the log contains in order:
      """
      Player1's Elander Boldman invents Mechanical Horse (Weird West Edition)
      Player2 passes
      Player1 pays 2 ghost rock to use Mechanical Horse (Weird West Edition)
      Player1 moves Elander Boldman to Town Square without booting
      """

  @rule:ability.react
  Scenario: Booting the horse lets its rider join a posse without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments                           |
      | Jake Smiley     | Town Square |                                       |
      | Elander Boldman | home        | Mechanical Horse (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 reacts with "Mechanical Horse (Weird West Edition)"
    Then "Elander Boldman" is unbooted
    And "Mechanical Horse (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Mechanical Horse (Weird West Edition) so that Elander Boldman joins without booting
      Player1 moves Elander Boldman to Town Square without booting
      """
