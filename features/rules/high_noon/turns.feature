Feature: High Noon turns
  Rules digest §3.3: High Noon turns go in player order, the first player first. On
  their turn a player takes one action or passes. A player who passed gets another turn
  if anybody acts after them; the phase ends only when all players pass consecutively.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player2 has these dudes:
      | dude            |
      | Andreas Andregg |

  @rule:noon.turn
  Scenario: The first player takes the first turn
    Given Player2 is the first player
    Then the phase is High Noon
    And Player2 is asked to "Select an action"
    When Player2 moves "Andreas Andregg" to "Town Square"
    Then Player1 is asked to "Select an action"
    And the last log line is "Player2 moves Andreas Andregg to Town Square without booting"

  @rule:noon.pass
  Scenario: High Noon ends when both players pass one after the other
    When Player1 passes
    And Player2 passes
    Then the log contains in order:
      """
      Player1 passes
      Player2 passes
      Player1 has 0 control points and 2 influence
      Player2 has 0 control points and 2 influence
      Day 1 ends
      """

  @rule:noon.pass @rule:noon.turn
  Scenario: A player who passed acts again after the opponent acts
    When Player1 passes
    And Player2 moves "Andreas Andregg" to "Town Square"
    Then the phase is High Noon
    And Player1 is asked to "Select an action"
    When Player1 moves "Pancho Castillo" to "Town Square"
    And Player2 passes
    Then Player1 is asked to "Select an action"
    When Player1 passes
    Then the log contains in order:
      """
      Player1 passes
      Player2 moves Andreas Andregg to Town Square without booting
      Player1 moves Pancho Castillo to Town Square without booting
      Player2 passes
      Player1 passes
      Player1 has 0 control points and 2 influence
      """
