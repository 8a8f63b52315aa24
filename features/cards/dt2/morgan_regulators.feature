@card:24004
Feature: Morgan Regulators (Weird West Edition)
  Outfit. If it is Sundown and there has not been a shootout this turn, each player's
  influence total at each location is limited to 5.
  Noon, Boot: Move your dude to the town square. If they have a Horse, unboot them.

  Steven Wiles and Richard Faulkner: 3 influence each.

  Background:
    Given a game between "Morgan Regulators (Weird West Edition)" and "Law Dogs"
    And Player1's street is "home, Telegraph Office"

  Scenario: At a quiet Sundown six influence at one location count five, and the control points win
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude       | control points |
      | Avie Cline | 4              |
    And Player2 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
    Then Player1 wins the game
    And the log contains "Player2 has 0 control points and 5 influence"

  Scenario: The outfit moves a booted dude with a Horse to the town square and unboots him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | booted | attachments                      |
      | Pancho Castillo | yes    | Guide Horse (Weird West Edition) |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And "Morgan Regulators (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Morgan Regulators (Weird West Edition) on Pancho Castillo
      Player1 moves Pancho Castillo to Town Square
      Player1 unboots Pancho Castillo
      """

  Scenario: A dude without a Horse moves but stays booted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | booted |
      | Pancho Castillo | yes    |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is booted

  Scenario: An unbooted dude moves without booting
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted

  Scenario: Only your own dude away from the town square may be moved
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Avie Cline      |             |
    And Player2 has these dudes:
      | dude         |
      | Steven Wiles |
    When Player1 uses "Morgan Regulators (Weird West Edition)"
    And Player1 tries to select "Pancho Castillo"
    Then the play is refused by rule "ability.target"
    When Player1 tries to select "Steven Wiles"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a dude"

  Scenario: After a shootout today the influence counts in full at Sundown
    Given the phase is Sundown
    And there has been a shootout today
    And Player1 has these dudes:
      | dude       | control points |
      | Avie Cline | 4              |
    And Player2 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
    Then nobody has won the game
    And the log contains "Player2 has 0 control points and 6 influence"

  Scenario: Before Sundown the influence at a deed counts in full for its control
    # At Sundown both totals would count 5 and the deed would stay with Player1.
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
      | Avie Cline   | Telegraph Office |
    And Player2 has these dudes:
      | dude             | at               |
      | Richard Faulkner | Telegraph Office |
      | Andreas Andregg  | Telegraph Office |
      | Olivia Jenks     | Telegraph Office |
    Then Player2 controls "Telegraph Office"
