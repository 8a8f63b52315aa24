@card:01094
Feature: Mechanical Horse
  Goods, Horse, Gadget, Difficulty 5, cost 1. Repeat Noon, Pay 2 Ghost Rock: Move this
  dude. React, Boot: Prevent this dude from booting when they join a posse (this does
  not let a booted dude join a posse).

  A move by a card effect boots the dude only if the card says so (§4.2), so the horse
  carries its rider anywhere without booting him, even where walking would boot him.

  Background:
    Given the board "main street"
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude            | at   | attachments      |
      | Elander Boldman | home | Mechanical Horse |

  @rule:move.boot
  Scenario: Pay 2 ghost rock to ride across town without booting
    When Player1 uses "Mechanical Horse"
    And Player1 chooses "Railroad Station"
    Then "Elander Boldman" is at "Railroad Station"
    And "Elander Boldman" is unbooted
    And "Mechanical Horse" is unbooted
    And Player1 has 8 ghost rock
    And the log contains in order:
      """
      Player1 pays 2 ghost rock to use Mechanical Horse
      Player1 moves Elander Boldman to Railroad Station without booting
      """

  @rule:noon.once_per_day
  Scenario: Repeat: the horse may be ridden again on a later turn of the same day
    When Player1 uses "Mechanical Horse"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 uses "Mechanical Horse"
    And Player1 chooses "Player2's home"
    Then "Elander Boldman" is at "Player2's home"
    And "Elander Boldman" is unbooted
    And Player1 has 6 ghost rock
    And the log contains in order:
      """
      Player1 pays 2 ghost rock to use Mechanical Horse
      Player1 moves Elander Boldman to Town Square without booting
      Player2 passes
      Player1 pays 2 ghost rock to use Mechanical Horse
      Player1 moves Elander Boldman to Player2's home without booting
      """

  @rule:move.destination
  Scenario: Any other location may be the destination
    When Player1 uses "Mechanical Horse"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Blake Ranch"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"
    And the last log line is "Player1 pays 2 ghost rock to use Mechanical Horse"

  @rule:ability.cost
  Scenario: Without 2 ghost rock the horse does not move
    Given Player1 has 1 ghost rock
    When Player1 tries to use "Mechanical Horse"
    Then the play is refused because "Player1 has 1 ghost rock and needs 2"
    And the play is refused by rule "ability.cost"
    And "Elander Boldman" is at "Player1's home"
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 pays 2 ghost rock to use Mechanical Horse"

  @rule:move.boot
  Scenario: A booted rider can still be moved by the horse, and stays booted
    Given Player1 has these dudes:
      | dude            | at   | booted | attachments      |
      | Elander Boldman | home | yes    | Mechanical Horse |
    When Player1 uses "Mechanical Horse"
    And Player1 chooses "Telegraph Office"
    Then "Elander Boldman" is at "Telegraph Office"
    And "Elander Boldman" is booted
    And Player1 has 8 ghost rock
    And the last log line is "Player1 moves Elander Boldman to Telegraph Office without booting"

  @rule:ability.condition
  Scenario: An opponent cannot ride your dude's horse
    Given it is Player2's turn
    And Player2 has 10 ghost rock
    When Player2 tries to use "Mechanical Horse"
    Then the play is refused because "Player2 does not control Mechanical Horse"
    And the play is refused by rule "ability.condition"
    And "Elander Boldman" is at "Player1's home"
    And Player2 has 10 ghost rock
    And the log does not contain "Player2 pays 2 ghost rock to use Mechanical Horse"

  @rule:gadget.invent
  Scenario: Invented at shoppin', the horse is ridden on the scientist's next turn
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player1's hand is "Mechanical Horse"
    And Player1's next pull is "8D"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    And Player2 passes
    And Player1 uses "Mechanical Horse"
    And Player1 chooses "Town Square"
    Then "Elander Boldman" is at "Town Square"
    And "Elander Boldman" is booted
    And Player1 has 7 ghost rock
    And the log contains in order:
      """
      Player1's Elander Boldman invents Mechanical Horse
      Player2 passes
      Player1 pays 2 ghost rock to use Mechanical Horse
      Player1 moves Elander Boldman to Town Square without booting
      """

  @rule:ability.react
  Scenario: Booting the horse lets its rider join a posse without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Jake Smiley     | Town Square |                  |
      | Elander Boldman | home        | Mechanical Horse |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 reacts with "Mechanical Horse"
    Then "Elander Boldman" is unbooted
    And "Mechanical Horse" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Mechanical Horse so that Elander Boldman joins without booting
      Player1 moves Elander Boldman to Town Square without booting
      """
