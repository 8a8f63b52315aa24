@card:01004 @blind
Feature: The Sloane Gang (blind proof)
  Noon, Boot: Boot your dude in the town square. If that dude is still in the town
  square during the Sundown phase, either gain 1 ghost rock per other player, or your
  dude permanently gets 1 control point if they do not already have one.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | home        |
    And Player2 has these dudes:
      | dude                  | at   |
      | Sheriff Dave Montreal | home |
      | Steven Wiles          | home |

  Scenario: The dude still in the town square at Sundown: gain 1 ghost rock
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "The Sloane Gang" is booted
    When Player2 passes
    And Player1 passes
    Then the phase is Sundown
    And Player1 is asked to "Select an option"
    When Player1 chooses "gain 1 ghost rock per other player"
    Then the log contains "Player1 gains 1 ghost rock from The Sloane Gang"
    And "Pancho Castillo" has 0 control points

  Scenario: The dude still in the town square at Sundown: a permanent control point
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And Player2 passes
    And Player1 passes
    And Player1 chooses "1 permanent control point"
    Then "Pancho Castillo" has 1 control points
    And the log does not contain "Player1 gains 1 ghost rock from The Sloane Gang"
    And Player1 has 4 control points

  Scenario: Only a dude in the town square can be booted
    When Player1 uses "The Sloane Gang"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Jake Smiley"
    And Player1 may choose "Pancho Castillo"

  Scenario: A dude that left the town square before Sundown gives nothing
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Tommy Harden | home        |
    And Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And Player2 calls out "Pancho Castillo" with "Clyde Owens"
    And Player1 accepts
    And Player2 is done
    And Player1 is done
    And Player2 covers the casualties with "ace Clyde Owens"
    And Player1 runs with "Pancho Castillo"
    Then "Pancho Castillo" is at "Player1's home"
    When Player1 passes
    And Player2 passes
    Then the phase is Sundown
    And Player1 has 10 ghost rock
    And "Pancho Castillo" has 0 control points
    And the log does not contain "1 permanent control point"

  Scenario: A dude who already has a control point does not get a second one
    Given Player1 has these dudes:
      | dude            | at          | control points |
      | Pancho Castillo | Town Square | 1              |
    When Player1 uses "The Sloane Gang"
    And Player1 selects "Pancho Castillo"
    And Player2 passes
    And Player1 passes
    Then "Pancho Castillo" has 1 control points
    And the log contains "Player1 gains 1 ghost rock from The Sloane Gang"

  Scenario: A booted dude in the town square cannot be booted for the ability
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | true   |
      | Jake Smiley     | home        | false  |
    When Player1 tries to use "The Sloane Gang"
    Then the play is refused by rule "ability.target"
    And "The Sloane Gang" is unbooted
