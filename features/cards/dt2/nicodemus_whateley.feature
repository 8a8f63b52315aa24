@card:24102
Feature: Nicodemus Whateley (Weird West Edition)
  Dude, Huckster 3. While your dudes are at in-town deeds, they gain the ability: "Noon,
  Boot: If this dude has 1 or more influence, give Nicodemus a control point, to a maximum
  of 3."
  At Nightfall, or if he is ever at home, Nicodemus loses all his control points.

  Clint Ramsey: 1 influence; Pancho Castillo: 2 influence; Steele Archer: 2 influence; Avie Cline: 2 influence;
  Rob Wilby: 0 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Telegraph Office, General Store"

  Scenario: A dude with 1 influence at an in-town deed boots to give Nicodemus a control point
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Clint Ramsey                            | Telegraph Office |
    When Player1 uses "Clint Ramsey"
    Then "Nicodemus Whateley (Weird West Edition)" has 1 control points
    And "Clint Ramsey" is booted
    And the log contains in order:
      """
      Player1 uses Clint Ramsey
      Player1 gives Nicodemus Whateley (Weird West Edition) a control point
      """

  Scenario: Dudes in the town square, at home or at an out-of-town deed do not have the ability
    Given Player1's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude                                    | at             |
      | Nicodemus Whateley (Weird West Edition) | Town Square    |
      | Pancho Castillo                         | Town Square    |
      | Clint Ramsey                            | Player1's home |
      | Avie Cline                              | Blake Ranch    |
    Then Player1 may not choose "use Pancho Castillo"
    And Player1 may not choose "use Clint Ramsey"
    And Player1 may not choose "use Avie Cline"

  Scenario: The opponent's dudes at in-town deeds do not have it
    Given Player1 has these dudes:
      | dude                                    | at          |
      | Nicodemus Whateley (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Telegraph Office |
    And it is Player2's turn
    Then Player2 may not choose "use Pancho Castillo"

  Scenario: A dude without influence boots for nothing
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Rob Wilby                         | Telegraph Office |
    When Player1 uses "Rob Wilby"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points
    And "Rob Wilby" is booted

  Scenario: Nicodemus gets at most 3 control points
    Given Player1 has these dudes:
      | dude                                    | at               | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square      | 2              |
      | Pancho Castillo                         | Telegraph Office |                |
      | Steele Archer                           | General Store    |                |
    When Player1 uses "Pancho Castillo"
    Then "Nicodemus Whateley (Weird West Edition)" has 3 control points
    When Player2 passes
    And Player1 uses "Steele Archer"
    Then "Nicodemus Whateley (Weird West Edition)" has 3 control points
    And "Steele Archer" is booted

  Scenario: Going home, Nicodemus loses all his control points
    Given Player1 has these dudes:
      | dude                                    | at          | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square | 2              |
    When Player1 moves "Nicodemus Whateley (Weird West Edition)" to "Player1's home"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: A point given while he is at home is lost at once
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Player1's home   |
      | Pancho Castillo                         | Telegraph Office |
    When Player1 uses "Pancho Castillo"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: His points count in the victory check, then go at Nightfall
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude                                    | at          | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square | 2              |
    And Player2 has these dudes:
      | dude             |
      | Steven Wiles     |
      | Richard Faulkner |
      | Avie Cline       |
    Then the log contains in order:
      """
      Player1 has 5 control points and 3 influence
      Nicodemus Whateley (Weird West Edition) loses 2 control points
      """
    And "Nicodemus Whateley (Weird West Edition)" has 0 control points

  Scenario: Another dude going home takes nothing from him
    Given Player1 has these dudes:
      | dude                                    | at          | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square | 2              |
      | Pancho Castillo                         | Town Square |                |
    When Player1 moves "Pancho Castillo" to "Player1's home"
    Then "Nicodemus Whateley (Weird West Edition)" has 2 control points

  Scenario: Sent home by refusing a call out, he loses them too
    Given Player1 has these dudes:
      | dude                                    | at          | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square | 2              |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    When Player2 calls out "Nicodemus Whateley (Weird West Edition)" with "Steven Wiles"
    And Player1 refuses
    Then "Nicodemus Whateley (Weird West Edition)" is at "Player1's home"
    And "Nicodemus Whateley (Weird West Edition)" has 0 control points
    And the log contains "Nicodemus Whateley (Weird West Edition) loses 2 control points"

  Scenario: Moving to a deed he keeps them
    Given Player1 has these dudes:
      | dude                                    | at          | control points |
      | Nicodemus Whateley (Weird West Edition) | Town Square | 2              |
    When Player1 moves "Nicodemus Whateley (Weird West Edition)" to "Telegraph Office"
    Then "Nicodemus Whateley (Weird West Edition)" has 2 control points
