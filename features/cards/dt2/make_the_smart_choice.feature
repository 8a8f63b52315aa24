@card:24215
Feature: Make the Smart Choice (Weird West Edition)
  Shootout: Reduce a dude's bullets by their influence. That dude's controller may send
  them home booted (even if already booted).

  "Send them home booted" is the Base Set's "move them home booted" (§5.9), so this
  printing shares the Base Set script (cards/dtr/make_the_smart_choice.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Make the Smart Choice (Weird West Edition), Sun in Yer Eyes"
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
    And Player1 plays "Make the Smart Choice (Weird West Edition)"
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
    And "Make the Smart Choice (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Make the Smart Choice (Weird West Edition) to reduce Steven Wiles's bullets by 3
      Player2 keeps Steven Wiles in the posse
      """
    And Player2 is asked to "Select a play"

  Scenario: The dude's controller may move it home booted
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Make the Smart Choice (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "move home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Steven Wiles"
    And "Olivia Jenks" has 0 bullets
    And the log contains in order:
      """
      Player1 plays Make the Smart Choice (Weird West Edition) to reduce Olivia Jenks's bullets by 2
      Player2 moves Olivia Jenks home booted
      """
    And Player2 is asked to "Select a play"
