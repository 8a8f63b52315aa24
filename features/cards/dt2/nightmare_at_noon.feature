@card:24256
Feature: Nightmare at Noon (Weird West Edition)
  Action, Headline. Shootout: Give each dude in one posse -1 bullets. Each dude in the
  shootout with 0 or 1 bullets becomes draw.

  All four dudes are studs. Pancho Castillo has 3 bullets, Xui Yin Chen 1; Player2's
  Steven Wiles has 3, Jonah Essex 2.

  Background:
    Given the board "shootout"
    And Player1's hand is "Nightmare at Noon (Weird West Edition)"
    And Player1 has these dudes:
      | dude                              | at          |
      | Pancho Castillo                   | Town Square |
      | Xui Yin Chen (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jonah Essex  | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Xui Yin Chen (Weird West Edition)" to the posse
    And Player2 adds "Jonah Essex" to the posse

  Scenario: One posse gets -1 bullets, then every dude in the shootout left with 0 or 1 bullets is a draw
    When Player1 plays "Nightmare at Noon (Weird West Edition)"
    Then the options are:
      """
      Player1's posse
      Player2's posse
      """
    When Player1 chooses "Player2's posse"
    Then "Steven Wiles" has 2 bullets
    And "Steven Wiles" has "bullets -1" from "Nightmare at Noon (Weird West Edition)" until end of shootout
    And "Jonah Essex" has 1 bullets
    And "Pancho Castillo" has 3 bullets
    And "Jonah Essex" is a draw
    And "Xui Yin Chen (Weird West Edition)" is a draw
    And "Steven Wiles" is a stud
    And "Pancho Castillo" is a stud
    And "Jonah Essex" has "draw" from "Nightmare at Noon (Weird West Edition)" until end of shootout
    And the log contains in order:
      """
      Player1 gives each dude in Player2's posse -1 bullets
      Player1 makes Xui Yin Chen (Weird West Edition) a draw
      Player1 makes Jonah Essex a draw
      """
    And Player1 is asked to "Select a play"

  Scenario: A dude left with 0 bullets becomes a draw too
    When Player1 plays "Nightmare at Noon (Weird West Edition)"
    And Player1 chooses "Player1's posse"
    Then "Xui Yin Chen (Weird West Edition)" has 0 bullets
    And "Xui Yin Chen (Weird West Edition)" is a draw
    And "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is a stud
    And "Jonah Essex" is a stud
    And Player1 is asked to "Select a play"
