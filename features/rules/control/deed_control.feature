Feature: Control of deeds
  Rules digest §4.3: each player totals the influence of their dudes at a deed. The
  owner keeps control unless another player's total is strictly higher: ties go to the
  owner, and so does an empty deed. The controller counts the deed's control points
  (§9.1), and a deed's owner counts none for a deed they do not control.

  The town (board "main street"): Player1 owns General Store (1 control point) and
  Telegraph Office (2); Player2 owns Railroad Station (1).

  Background:
    Given the board "main street"
    And Player2 is the first player

  @rule:location.control @rule:economy.control
  Scenario: An empty deed stays with its owner
    Then Player1 controls "Telegraph Office"
    And Player2 controls "Railroad Station"
    And Player1 has 3 control points
    And Player2 has 1 control points
    When Player2 passes
    Then the last log line is "Player2 passes"

  @rule:location.control @rule:economy.control
  Scenario: An opponent with more influence at a deed takes control of it and its control points
    Given Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player2 moves "Andreas Andregg" to "Telegraph Office"
    Then Player2 controls "Telegraph Office"
    And Player2 has 3 control points
    And Player1 has 1 control points
    And the last log line is "Player2 moves Andreas Andregg to Telegraph Office without booting"

  @rule:location.control
  Scenario: Equal influence leaves the deed with its owner
    Given Player1 has these dudes:
      | dude            | at               |
      | Barton Everest  | Telegraph Office |
    And Player2 has these dudes:
      | dude            | at          |
      | Tommy Harden    | Town Square |
    When Player2 moves "Tommy Harden" to "Telegraph Office"
    Then Player1 controls "Telegraph Office"
    And Player2 has 1 control points
    And the last log line is "Player2 moves Tommy Harden to Telegraph Office without booting"

  @rule:location.control
  Scenario: A non-owner needs strictly more influence, not just some
    Given Player1 has these dudes:
      | dude            | at               |
      | Barton Everest  | Telegraph Office |
    And Player2 has these dudes:
      | dude            | at          |
      | Tommy Harden    | Town Square |
      | Andreas Andregg | Town Square |
    When Player2 moves "Tommy Harden" to "Telegraph Office"
    And Player1 passes
    And Player2 moves "Andreas Andregg" to "Telegraph Office"
    # Player2: 1 + 2 influence against Player1's 1
    Then Player2 controls "Telegraph Office"
    And Player2 has 3 control points
    And the log contains in order:
      """
      Player2 moves Tommy Harden to Telegraph Office without booting
      Player1 passes
      Player2 moves Andreas Andregg to Telegraph Office without booting
      """

  @rule:location.control
  Scenario: When the opposing dudes leave, the deed goes back to its owner
    Given Player2 has these dudes:
      | dude            | at               |
      | Andreas Andregg | Telegraph Office |
    Then Player2 controls "Telegraph Office"
    When Player2 moves "Andreas Andregg" to "Town Square"
    Then Player1 controls "Telegraph Office"
    And Player1 has 3 control points
    And the last log line is "Player2 boots Andreas Andregg to move them to Town Square"

  @rule:location.control
  Scenario: Dudes with no influence do not take a deed
    # Allie Hensman has 0 influence
    Given Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
    When Player2 moves "Allie Hensman" to "General Store"
    Then Player1 controls "General Store"
    And Player1 has 3 control points
    And the last log line is "Player2 moves Allie Hensman to General Store without booting"

  @rule:location.control
  Scenario: A dude who determines control with his bullets counts them; the others count influence
    Rattler Young 'Un (2 bullets, 0 influence) "uses his bullet rating to determine control
    of the deed instead of his influence"; Tommy Harden beside him still counts his 1
    influence, against Barton Everest's 1.
    Given Player1 has these dudes:
      | dude           | at               |
      | Barton Everest | Telegraph Office |
    And Player2 has these dudes:
      | dude              | at               |
      | Rattler Young 'Un | Telegraph Office |
      | Tommy Harden      | Telegraph Office |
    Then Player2 controls "Telegraph Office"
    And Player2 has 3 control points

  @rule:location.control
  Scenario: A dude who checks control with a skill rating counts it instead of his influence
    Black Elk (Exp.1) (Shaman 3, 0 influence) "uses his Shaman skill rating to check control
    of the deed instead of his influence"; Tommy Harden beside him still counts his 1
    influence: 4 against Steven Wiles's 3. His influence itself stays 0.
    Given Player1 has these dudes:
      | dude         | at               |
      | Steven Wiles | Telegraph Office |
    And Player2 has these dudes:
      | dude              | at               |
      | Black Elk (Exp.1) | Telegraph Office |
      | Tommy Harden      | Telegraph Office |
    Then Player2 controls "Telegraph Office"
    And "Black Elk (Exp.1)" has 0 influence

  @rule:economy.control
  Scenario: A deed whose control points are fixed at 0 counts none while the effect lasts
    Telegraph Office prints 2 control points; "reduce the deed's control points and
    production to 0" (Bayou Vermilion Railroad) leaves it none, and its controller counts none.
    Given "Telegraph Office" gets "control fixed at 0" from "Telegraph Office" until end of day
    And "Telegraph Office" gets "production fixed at 0" from "Telegraph Office" until end of day
    Then "Telegraph Office" has 0 control points
    And "Telegraph Office" has 0 production
    And Player1 has 1 control points
