@card:22019
Feature: Speaks-with-Buffalo
  Noon Job, Boot: Mark an opposing dude. Speaks-with-Buffalo becomes a stud. When forming draw
  hands this shootout, all dudes use their influence instead of bullets to determine how many
  cards each player draws (but keep their bullet types). If successful, unboot
  Speaks-with-Buffalo, draw 2 cards, and then discard 2 cards.

  Speaks-with-Buffalo is a draw with 0 bullets and 2 influence; Pancho Castillo a stud with 3
  bullets and 2 influence.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at   |
      | Speaks-with-Buffalo | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @ruling:speaks-with-buffalo-stud-for-the-day
  Scenario: Opposed, both sides draw by influence and keep their types
    When Player1 uses "Speaks-with-Buffalo"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    And Player2 adds "Pancho Castillo" to the posse
    Then the log contains in order:
      """
      Player1 makes Speaks-with-Buffalo a stud
      Player1 has all dudes use their influence to draw this shootout
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      """
    When Player1 keeps the best hand
    Then the log contains "Player2 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And "Speaks-with-Buffalo" has "stud" from "Speaks-with-Buffalo" until end of day
    And Player2 is asked to "Select a card"

  @ruling:speaks-with-buffalo-unboots-at-home
  Scenario: Unopposed, he comes home unbooted, draws 2 and discards 2
    Given Player1's hand is "Shotgun"
    And Player1's deck is "Pinto, Roan, Mustang"
    When Player1 uses "Speaks-with-Buffalo"
    And Player1 selects "Pancho Castillo"
    And Player2 is done
    Then the job succeeds
    When Player1 selects "Shotgun"
    And Player1 selects "Pinto"
    Then "Speaks-with-Buffalo" is unbooted
    And "Speaks-with-Buffalo" is at "Player1's home"
    And "Speaks-with-Buffalo" is a stud
    And Player1's hand is "Roan"
    And Player1's discard pile is "Shotgun, Pinto"
    And the log contains "Player1 unboots Speaks-with-Buffalo, draws 2 cards and discards Shotgun, Pinto"
    And the log does not contain "use their influence to draw"

  Scenario: Another job's shootout is not his: dudes draw by bullets there
    Given Player1's hand is "Ambush"
    And Player1 has these dudes:
      | dude                | at          |
      | Speaks-with-Buffalo | home        |
      | Clint Ramsey        | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Pancho Castillo"
    And Player1 is done
    And Player2 adds "Pancho Castillo" to the posse
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And the log does not contain "use their influence to draw"
    And Player1 is asked to "Select a card"
