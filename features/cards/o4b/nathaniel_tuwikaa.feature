@card:21018
Feature: Nathaniel Tuwikaa
  Noon: Nathaniel calls out a dude at his location. When forming shootout hands this shootout,
  all dudes use their influence instead of bullets to determine how many cards each player
  draws (but keep their bullet type).

  Nathaniel Tuwikaa: a stud, 0 bullets, 2 influence. Clint Ramsey: a stud, 2 bullets,
  1 influence. By bullets Player1 would draw 5 cards and Player2 7.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | Nathaniel Tuwikaa | Town Square |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Accepted, every shooter draws by influence and keeps his bullet type
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 uses "Nathaniel Tuwikaa"
    And Player1 selects "Clint Ramsey"
    And Player2 accepts
    Then the log contains in order:
      """
      Player1 uses Nathaniel Tuwikaa to call out Clint Ramsey
      Player2 accepts: Clint Ramsey faces Nathaniel Tuwikaa
      Player1 has all dudes use their influence to draw this shootout
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Refused, there is no shootout and nothing changes
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 uses "Nathaniel Tuwikaa"
    And Player1 selects "Clint Ramsey"
    And Player2 refuses
    Then "Clint Ramsey" is booted
    And the log does not contain "Player1 has all dudes use their influence to draw this shootout"

  Scenario: Only a dude at Nathaniel's location can be called out
    Given Player2 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 tries to use "Nathaniel Tuwikaa"
    Then the play is refused by rule "ability.target"
