Feature: An influence total limited at each location (the victory check and deed control)
  Rules digest §10: at the start of Sundown a player whose control points exceed every
  opponent's influence wins. An effect may limit "each player's influence total at each
  location" to N (Morgan Regulators: "If it is Sundown and there has not been a shootout
  this turn, each player's influence total at each location is limited to 5"): while it
  holds, each location's dudes of a player count at most N influence together, both in the
  victory check and in a deed's control (§4.3). A shootout earlier in the day lifts it.

  Vanilla dudes: Steven Wiles and Richard Faulkner have 3 influence each, Andreas Andregg,
  Avie Cline and Olivia Jenks 2 each.

  Background:
    Given a game between "Morgan Regulators (Weird West Edition)" and "Law Dogs"
    And the phase is Sundown
    And Player1's street is "home, Telegraph Office"

  @rule:sundown.victory.influence_limit @rule:sundown.victory
  Scenario: The limit is per location: six influence in one place count five
    Given Player1 has these dudes:
      | dude        | control points |
      | Avie Cline  | 4              |
    And Player2 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
    Then Player1 wins the game
    And the log contains in order:
      """
      Player1 has 6 control points and 2 influence
      Player2 has 0 control points and 5 influence
      Player1 wins the game
      """

  @rule:sundown.victory.influence_limit
  Scenario: Influence spread over several locations is counted in full
    Given Player1 has these dudes:
      | dude        | control points |
      | Avie Cline  | 4              |
    And Player2 has these dudes:
      | dude             | at             |
      | Steven Wiles     | Town Square    |
      | Richard Faulkner | Town Square    |
      | Andreas Andregg  | Player2's home |
    Then nobody has won the game
    And the log contains "Player2 has 0 control points and 7 influence"

  @rule:sundown.victory.influence_limit
  Scenario: The limit binds every player, the outfit's own too
    Given Player1 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
    Then the log contains "Player1 has 2 control points and 5 influence"

  @rule:sundown.victory.influence_limit @rule:sundown.victory
  Scenario: After a shootout today the influence counts in full
    Given there has been a shootout today
    And Player1 has these dudes:
      | dude        | control points |
      | Avie Cline  | 4              |
    And Player2 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
    Then nobody has won the game
    And the log contains "Player2 has 0 control points and 6 influence"

  @rule:sundown.victory.influence_limit @rule:callout.refuse
  Scenario: A refused call out is no shootout: the limit holds at that day's Sundown
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | control points | at          |
      | Avie Cline  | 4              | Town Square |
    And Player2 has these dudes:
      | dude             | at          |
      | Steven Wiles     | Town Square |
      | Richard Faulkner | Town Square |
      | Andreas Andregg  | Town Square |
    When Player1 calls out "Andreas Andregg" with "Avie Cline"
    And Player2 refuses
    And both players pass
    Then the log contains "Player2 has 0 control points and 7 influence"

  @rule:sundown.victory.influence_limit @rule:location.control @ruling:morgan-regulators-limit-counts-for-deed-control
  Scenario: A deed's control compares the limited totals: a tie leaves it with its owner
    # Unlimited, Player2's 7 influence beats Player1's 5 and takes the Telegraph Office.
    Given Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
      | Avie Cline   | Telegraph Office |
    And Player2 has these dudes:
      | dude             | at               |
      | Richard Faulkner | Telegraph Office |
      | Andreas Andregg  | Telegraph Office |
      | Olivia Jenks     | Telegraph Office |
    Then the log contains in order:
      """
      Player1 has 2 control points and 5 influence
      Player2 has 0 control points and 5 influence
      """

  @rule:location.control
  Scenario: Outside Sundown the limit does not apply: the larger total takes the deed
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
