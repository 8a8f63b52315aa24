@card:24102 @blind
Feature: Nicodemus Whateley (Weird West Edition) (blind proof)
  Dude, Huckster 3, influence 3. "While your dudes are at in-town deeds, they gain the
  ability: 'Noon, Boot: If this dude has 1 or more influence, give Nicodemus a control
  point, to a maximum of 3.' At Nightfall, or if he is ever at home, Nicodemus loses all
  his control points."

  Player1's street: home - General Store (1 control point) - Telegraph Office (2); Blake
  Ranch out of town.
  Influence: Olivia Jenks 2, Pancho Castillo 2, Steven Wiles 3, Avie Cline 2, Allie
  Hensman 0.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Telegraph Office"
    And Player1's out of town deeds is "Blake Ranch"

  Scenario: A dude with influence at an in-town deed boots to give Nicodemus a control point
    Given Player1 has these dudes:
      | dude                                    | at            |
      | Nicodemus Whateley (Weird West Edition) | Town Square   |
      | Olivia Jenks                            | General Store |
    When Player1 uses "Olivia Jenks"
    Then "Nicodemus Whateley (Weird West Edition)" has 1 control points
    And "Olivia Jenks" is booted
    And "Nicodemus Whateley (Weird West Edition)" is unbooted

  Scenario: A dude with no influence boots for nothing
    Given Player1 has these dudes:
      | dude                                    | at            |
      | Nicodemus Whateley (Weird West Edition) | Town Square   |
      | Allie Hensman                           | General Store |
    When Player1 tries to use "Allie Hensman"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: At the town square or an out-of-town deed, a dude has no such ability
    Given Player1 has these dudes:
      | dude                                    | at          |
      | Nicodemus Whateley (Weird West Edition) | Town Square |
      | Olivia Jenks                            | Town Square |
      | Pancho Castillo                         | Blake Ranch |
    When Player1 tries to use "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    When Player1 tries to use "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: Three control points at most
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Olivia Jenks                            | General Store    |
      | Pancho Castillo                         | General Store    |
      | Steven Wiles                            | Telegraph Office |
      | Avie Cline                              | Telegraph Office |
    When Player1 uses "Olivia Jenks"
    And Player2 passes
    And Player1 uses "Pancho Castillo"
    And Player2 passes
    And Player1 uses "Steven Wiles"
    And Player2 passes
    Then "Nicodemus Whateley (Weird West Edition)" has 3 control points
    When Player1 tries to use "Avie Cline"
    Then "Nicodemus Whateley (Weird West Edition)" has 3 control points

  Scenario: Another player's dude at a deed gains no such ability
    Given Player1 has these dudes:
      | dude                                    | at          |
      | Nicodemus Whateley (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And it is Player2's turn
    When Player2 tries to use "Olivia Jenks"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: Going home, Nicodemus loses all his control points
    Given Player1 has these dudes:
      | dude                                    | at            |
      | Nicodemus Whateley (Weird West Edition) | General Store |
      | Olivia Jenks                            | General Store |
    When Player1 uses "Olivia Jenks"
    And Player2 passes
    Then "Nicodemus Whateley (Weird West Edition)" has 1 control points
    When Player1 moves "Nicodemus Whateley (Weird West Edition)" to "Player1's home"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: His control points count at Sundown and are gone after Nightfall
    Given Player1 has these dudes:
      | dude                                    | at            |
      | Nicodemus Whateley (Weird West Edition) | Town Square   |
      | Olivia Jenks                            | General Store |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
      | Avie Cline   | Player2's home |
    When Player1 uses "Olivia Jenks"
    Then "Nicodemus Whateley (Weird West Edition)" has 1 control points
    When the game advances to Sundown
    Then the log contains "Player1 has 4 control points and 5 influence"
    And "Nicodemus Whateley (Weird West Edition)" has 0 control points
    And the log contains in order:
      """
      Player1 has 4 control points and 5 influence
      Day 1 ends
      """

  Scenario: Exactly 1 influence is enough; Nicodemus himself at a deed has the ability too
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Telegraph Office |
      | Clint Ramsey                            | General Store    |
    When Player1 uses "Clint Ramsey"
    And Player2 passes
    And Player1 uses "Nicodemus Whateley (Weird West Edition)"
    Then "Nicodemus Whateley (Weird West Edition)" has 2 control points
    And "Nicodemus Whateley (Weird West Edition)" is booted
    And "Clint Ramsey" is booted
