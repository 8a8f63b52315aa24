Feature: Decisions and refused plays
  Design contract C1: the game waits on one player's decision at a time. An answer
  from the wrong player, or an answer the rules forbid, is refused with the rule that
  forbids it and leaves the game exactly as it was (the harness compares the game's
  digest before and after every "tries to"). A step naming a card that is not in the
  game is refused before the game sees it, with a suggestion.

  Background:
    Given the board "main street"
    And Player1 has 2 ghost rock
    And Player1's hand is "Pancho Castillo"
    And Player1 has these dudes:
      | dude           | booted |
      | Barton Everest | yes    |

  @rule:noon.shoppin.cost
  Scenario: An illegal play is refused naming the rule, and changes nothing
    When Player1 tries to hire "Pancho Castillo"
    Then the play is refused because "Pancho Castillo costs 5 ghost rock and Player1 has 2 — rule noon.shoppin.cost (§3.5 you must be able to pay the card's cost)"
    And Player1 has 2 ghost rock
    And "Pancho Castillo" is in Player1's hand
    And Player1 is asked to "Select an action"
    When Player1 passes
    Then the log contains "Player1 passes"

  @rule:move.unbooted
  Scenario: A refused move leaves the dude where he was, and the turn with its player
    When Player1 tries to move "Barton Everest" to "Town Square"
    Then the play is refused because "Barton Everest is booted — rule move.unbooted"
    And "Barton Everest" is at "Player1's home"
    And "Barton Everest" is booted
    When Player1 passes
    And Player2 passes
    Then the log contains in order:
      """
      Player1 passes
      Player2 passes
      """

  @rule:noon.turn
  Scenario: A player cannot act on the other player's High Noon turn
    When Player2 tries to pass
    Then the play is refused because "It is Player1's High Noon turn (Select an action), not Player2's"
    And the play is refused by rule "noon.turn"
    And Player1 is asked to "Select an action"
    When Player1 passes
    Then Player2 is asked to "Select an action"
    And the last log line is "Player1 passes"

  @rule:noon.play_type
  Scenario: A play named at the wrong step is refused by the rule of that step
    Given the phase is Upkeep
    Then Player1 is asked to "Select a card"
    When Player1 tries to use "Barton Everest"
    Then the play is refused because "No play window is open; the game waits on Player1's upkeep to pay (Select a card)"
    And the play is refused by rule "noon.play_type"
    When Player1 tries to move "Barton Everest" to "Town Square"
    Then the play is refused by rule "noon.actions"
    When Player1 pays upkeep
    Then the log contains "Player1 pays 1 ghost rock upkeep"

  @rule:decision.option
  Scenario: Only an answer that names no play at all is refused by listing the options
    Given the phase is Upkeep
    Then Player1 is asked to "Select a card"
    When Player1 tries to choose "pat the dog"
    Then the play is refused because "'pat the dog' is not an option for 'Select a card'; the options are: pay 1 ghost rock; discard Barton Everest"
    And the play is refused by rule "decision.option"
    When Player1 pays upkeep
    Then the log contains "Player1 pays 1 ghost rock upkeep"

  @rule:decision.option
  Scenario: A step with a misspelt card name is refused with a suggestion
    When Player1 tries to move "Barton Everrest" to "Town Square"
    Then the play is refused because "Unknown card 'Barton Everrest'. Did you mean: Barton Everest"
    And "Barton Everest" is at "Player1's home"
    When Player1 passes
    Then the last log line is "Player1 passes"

  @rule:decision.option
  Scenario: A step naming a real card that is not in this game is refused with a suggestion
    When Player1 tries to hire "Sloane"
    Then the play is refused because "'Sloane' is a card, but it is not on this board"
    When Player1 passes
    Then the last log line is "Player1 passes"
