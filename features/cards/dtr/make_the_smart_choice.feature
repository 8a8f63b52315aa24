@card:01109
Feature: Make the Smart Choice
  Action. Shootout: Reduce a dude's bullets by their influence. The dude's controller may
  move them home booted (even if already booted).

  Any dude in this shootout may be chosen, on either side; the dude's controller, not the
  player of the card, decides whether the dude goes home. Steven Wiles has 3 bullets and
  3 influence, Olivia Jenks 2 bullets and 2 influence.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Make the Smart Choice, Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  Scenario: The dude's bullets drop by its influence, and its controller keeps it in the posse
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Make the Smart Choice"
    And Player1 selects "Steven Wiles"
    Then Player2 is asked to "Select an option"
    And the options are:
      """
      move home booted
      stay
      """
    When Player2 chooses "stay"
    Then "Steven Wiles" has 0 bullets
    And "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And "Make the Smart Choice" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Make the Smart Choice to reduce Steven Wiles's bullets by 3
      Player2 keeps Steven Wiles in the posse
      """
    And Player2 is asked to "Select a play"

  Scenario: The dude's controller may move it home booted
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Make the Smart Choice"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "move home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Steven Wiles"
    And "Olivia Jenks" has 0 bullets
    And the log contains in order:
      """
      Player1 plays Make the Smart Choice to reduce Olivia Jenks's bullets by 2
      Player2 moves Olivia Jenks home booted
      """
    And Player2 is asked to "Select a play"

  Scenario: Your own dude may be chosen; then you decide
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Make the Smart Choice"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "stay"
    Then "Pancho Castillo" has 1 bullets
    And the log contains "Player1 keeps Pancho Castillo in the posse"
    And Player2 is asked to "Select a play"

  Scenario: Only dudes in this shootout may be chosen
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Make the Smart Choice"
    Then Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: Make the Smart Choice is a Shootout play, not a High Noon action
    When Player1 tries to play "Make the Smart Choice"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" has 3 bullets

  Scenario: The lowered bullets last beyond the round, for the whole shootout
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 plays "Make the Smart Choice"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "stay"
    And both players pass
    And Player2 picks "Olivia Jenks" as shooter
    Then "Steven Wiles" has 0 bullets
    When Player2 discards "Olivia Jenks"
    And Player2 stays
    And Player1 stays
    Then Player1 is asked to "Select a play"
    And "Steven Wiles" has 0 bullets
    And "Steven Wiles" has "bullets -3" from "Make the Smart Choice" until end of shootout
