@card:24177
Feature: Guide Horse (Weird West Edition)
  Goods, Horse. Noon, Boot: Move this dude to town square.

  Background:
    Given the board "shootout"

  Scenario: The horse carries its dude to the town square without booting him
    Given Player1 has these dudes:
      | dude            | at          | attachments                     |
      | Pancho Castillo | Blake Ranch | Guide Horse (Weird West Edition) |
    When Player1 uses "Guide Horse (Weird West Edition)"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And "Guide Horse (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Guide Horse (Weird West Edition)
      Player1 moves Pancho Castillo to Town Square
      """
