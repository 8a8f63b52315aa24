@card:25040
Feature: Articulated Reloading Manager
  A dude cannot have more than one Articulated Reloading Manager attached.
  Noon/Shootout, Boot: Unboot another goods attached to this dude. Its abilities may be used
  an additional time this turn.

  Guide Horse (Weird West Edition) prints "Noon, Boot: Move this dude to town square".

  Background:
    Given the board "shootout"

  Scenario: The manager unboots a used goods, whose ability may then be used again today
    Given Player1 has these dudes:
      | dude            | at          | attachments                                                     |
      | Pancho Castillo | Blake Ranch | Guide Horse (Weird West Edition), Articulated Reloading Manager |
    When Player1 uses "Guide Horse (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Pancho Castillo" to "Player1's home"
    And Player2 passes
    And Player1 uses "Articulated Reloading Manager"
    Then Player1 may not choose "Articulated Reloading Manager"
    When Player1 selects "Guide Horse (Weird West Edition)"
    Then "Guide Horse (Weird West Edition)" is unbooted
    And "Articulated Reloading Manager" is booted
    And the log contains in order:
      """
      Player1 uses Articulated Reloading Manager
      Player1 unboots Guide Horse (Weird West Edition)
      Player1 may use Guide Horse (Weird West Edition) abilities an additional time this turn
      """
    When Player2 passes
    And Player1 uses "Guide Horse (Weird West Edition)"
    Then "Pancho Castillo" is at "Town Square"

  Scenario: With no other booted goods on the dude the manager cannot be used
    Given Player1 has these dudes:
      | dude            | at          | attachments                                                     |
      | Pancho Castillo | Blake Ranch | Guide Horse (Weird West Edition), Articulated Reloading Manager |
      | Sylvester Heath | Blake Ranch | Soul Blast (booted), Articulated Reloading Manager #2            |
    When Player1 tries to use "Articulated Reloading Manager"
    Then the play is refused by rule "ability.condition"
    And "Articulated Reloading Manager" is unbooted

  @rule:attachments.limit
  Scenario: A second manager may be traded to the dude; then one of them is discarded
    Given Player1 has these dudes:
      | dude            | at   | attachments                                                     |
      | Pancho Castillo | home | Guide Horse (Weird West Edition), Articulated Reloading Manager |
      | Allie Hensman   | home | Articulated Reloading Manager #2                                |
    When Player1 trades "Articulated Reloading Manager #2" to "Pancho Castillo"
    Then Player1 is asked to "Select an Articulated Reloading Manager"
    When Player1 chooses "keep Articulated Reloading Manager #2"
    Then "Articulated Reloading Manager #2" is attached to "Pancho Castillo"
    And "Articulated Reloading Manager" is in Player1's discard pile
    And "Guide Horse (Weird West Edition)" is attached to "Pancho Castillo"
    And the log contains "Player1 discards Articulated Reloading Manager from Pancho Castillo"

  Scenario: The manager goes to a dude with other goods but no manager
    Given Player1 has these dudes:
      | dude            | at   | attachments                      |
      | Pancho Castillo | home | Articulated Reloading Manager    |
      | Allie Hensman   | home | Guide Horse (Weird West Edition) |
    When Player1 trades "Articulated Reloading Manager" to "Allie Hensman"
    Then "Articulated Reloading Manager" is attached to "Allie Hensman"
