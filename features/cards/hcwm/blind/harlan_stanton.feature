@card:22009 @blind
Feature: Harlan Stanton (blind proof)
  Harlan is a stud while at a Ranch.

  Shootout: If this shootout is at a Ranch, Harlan joins your posse (moving if necessary).

  Harlan prints draw. Circle M Ranch is a Ranch; General Store is not.

  Scenario: At a Ranch Harlan is a stud, elsewhere a draw
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch, General Store"
    And Player1 has these dudes:
      | dude           | at             |
      | Harlan Stanton | Circle M Ranch |
    Then "Harlan Stanton" is a stud
    When Player1 moves "Harlan Stanton" to "General Store"
    Then "Harlan Stanton" is a draw

  Scenario: In a shootout at a Ranch, Harlan joins the posse, moving there
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Circle M Ranch |
      | Harlan Stanton  | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Circle M Ranch |
    And a shootout at "Circle M Ranch" led by "Steven Wiles" against "Pancho Castillo"
    When Player1 uses "Harlan Stanton"
    Then Player1's posse is "Pancho Castillo, Harlan Stanton"
    And "Harlan Stanton" is at "Circle M Ranch"
    And "Harlan Stanton" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: In a shootout elsewhere, Harlan does not join (an unmet "if" does nothing)
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Harlan Stanton  | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Pancho Castillo"
    When Player1 uses "Harlan Stanton"
    Then Player1's posse is "Pancho Castillo"
    And "Harlan Stanton" is at "Player1's home"
    And Player2 is asked to "Select a casualty"
