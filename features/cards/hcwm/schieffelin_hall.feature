@card:22037
Feature: Schieffelin Hall
  When forming draw hands during shootouts at this location, all dudes use their influence
  instead of bullets to determine how many cards each player draws (but keep their bullet
  type).

  Nathaniel Tuwikaa: a stud, 0 bullets, 2 influence. Clint Ramsey: a stud, 2 bullets,
  1 influence. By bullets Player1 would draw 5 cards and Player2 7.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Schieffelin Hall"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: In a shootout at the Hall every shooter draws by influence and keeps his bullet type
    Given Player1 has these dudes:
      | dude              | at               |
      | Nathaniel Tuwikaa | Schieffelin Hall |
    And Player2 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Schieffelin Hall |
    And a shootout at "Schieffelin Hall" led by "Nathaniel Tuwikaa" against "Clint Ramsey"
    Then the log contains in order:
      """
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  Scenario: A shootout elsewhere draws by bullets
    Given Player1 has these dudes:
      | dude              | at          |
      | Nathaniel Tuwikaa | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Nathaniel Tuwikaa" against "Clint Ramsey"
    Then the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 0
      Player2 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"
