Feature: A move an effect frees from booting
  Rules digest §4.2: a standard move from home to an Out of Town deed boots the dude (it
  is not adjacent); "can move from home to Out of Town deeds without booting" (Rabid Rance
  Hitchcock, while wanted) frees that move only: from home, to an Out of Town deed. Every
  other move is as the rules say.

  The town (board "main street", §4.1 adjacency):
    Player1's street:  home - General Store - Telegraph Office   (out of town: Blake Ranch)

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon

  @rule:move.freed
  Scenario: From home to an Out of Town deed the dude does not boot
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And "Jake Smiley" gets "moves home to out of town without booting" from "Jake Smiley" until end of day
    When Player1 moves "Jake Smiley" to "Blake Ranch"
    Then "Jake Smiley" is at "Blake Ranch"
    And "Jake Smiley" is unbooted

  Scenario: From the town square to an Out of Town deed he still boots
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And "Jake Smiley" gets "moves home to out of town without booting" from "Jake Smiley" until end of day
    When Player1 moves "Jake Smiley" to "Blake Ranch"
    Then "Jake Smiley" is booted

  Scenario: From home to an in-town deed not adjacent to it he still boots
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And "Jake Smiley" gets "moves home to out of town without booting" from "Jake Smiley" until end of day
    When Player1 moves "Jake Smiley" to "Telegraph Office"
    Then "Jake Smiley" is booted

  Scenario: Without the effect the move boots
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 moves "Jake Smiley" to "Blake Ranch"
    Then "Jake Smiley" is booted
