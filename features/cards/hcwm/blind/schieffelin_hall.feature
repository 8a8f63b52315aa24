@card:22037 @blind
Feature: Schieffelin Hall (blind proof)
  When forming draw hands during shootouts at this location, all dudes use their influence
  instead of bullets to determine how many cards each player draws (but keep their bullet
  type).

  Pancho Castillo is a stud with 3 bullets and 2 influence; Jake Smiley a draw with 1
  bullet and 0 influence. Each is alone in his posse.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Schieffelin Hall"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "3H 3S 3D 6C KH"

  Scenario: At the Hall the stud draws by his influence and the draw by his, keeping their types
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Schieffelin Hall |
    And Player2 has these dudes:
      | dude        | at               |
      | Jake Smiley | Schieffelin Hall |
    And a shootout at "Schieffelin Hall" led by "Pancho Castillo" against "Jake Smiley"
    Then the log has a line containing "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And the log has a line containing "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 0"
    And "Pancho Castillo" is a stud
    And "Jake Smiley" is a draw
    And Player1 is asked to "Select a casualty"

  Scenario: A shootout elsewhere draws by bullets as usual
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jake Smiley"
    Then the log has a line containing "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And the log has a line containing "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"
