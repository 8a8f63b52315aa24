@card:21018 @blind
Feature: Nathaniel Tuwikaa (blind proof)
  Noon: Nathaniel calls out a dude at his location. When forming shootout hands this
  shootout, all dudes use their influence instead of bullets to determine how many cards
  each player draws (but keep their bullet type).

  Nathaniel: 0 bullets, 2 influence, stud. Pancho Castillo: 3 bullets, 2 influence, stud.

  Scenario: He calls out a dude at his location; the draw counts influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | Nathaniel Tuwikaa | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 uses "Nathaniel Tuwikaa"
    And Player1 chooses "Pancho Castillo"
    And Player2 accepts
    Then the log has a line containing "Player1 draws"
    And the log has a line containing "with a stud bonus of 2"
    And the log does not contain "Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"

  Scenario: Only a dude at his location can be called out
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | Nathaniel Tuwikaa | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    When Player1 tries to use "Nathaniel Tuwikaa"
    Then the play is refused by rule "ability.target"

  Scenario: A draw keeps his type but counts his influence: Jake Smiley (1 bullet, 0 influence)
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | Nathaniel Tuwikaa | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 uses "Nathaniel Tuwikaa"
    And Player1 chooses "Jake Smiley"
    And Player2 accepts
    Then the log has a line containing "Player2 draws"
    And the log has a line containing "with a stud bonus of 0 and a draw bonus of 0"
    And the log has a line containing "with a stud bonus of 2 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"
