@card:19004
Feature: Raven
  If you are the leader, your posse has a -2 stud pentalty if it has less bullets than the
  opposing posse. You have an extra control point during Sundown if you control equal or
  more in-town deeds that you do not own compared to each other player.  Noon, Boot: Choose
  an in-town deed. Your shooter has +2 bullets during shootouts there. The next time you win
  a shootout there, or if you control it during Sundown and do not own it, give your dude
  there a permanent +1 bullets if they do not already have a permanent bullet bonus.

  Clyde Owens is a 3-bullet stud with 2 influence; Pancho Castillo has 3 bullets, Jake
  Smiley 1.

  Background:
    Given the board "shootout"
    And Player1's legend is "Raven"

  @rule:shootout.draw.stud_penalty
  Scenario: Leading a posse with fewer bullets: a -2 stud penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player2 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  Scenario: Leading a posse with as many bullets: no penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  Scenario: Leading a posse with more bullets: no penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Jake Smiley"
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  Scenario: As the mark, no penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player2 picks "Pancho Castillo" as shooter
    And Player2 is done
    And Player2 keeps the best hand
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  @ruling:raven-extra-point-on-a-tie
  Scenario: During Sundown an extra control point, though nobody holds another's deed
    Player1's General Store is worth 1 control point.
    Given the phase is Sundown
    Then Player1 has 2 control points
    And Player2 has 3 control points

  Scenario: No extra control point outside Sundown
    Then Player1 has 1 control points

  Scenario: No extra control point while another player holds more deeds they do not own
    Given the phase is Sundown
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    Then Player2 controls "General Store"
    And Player1 has 0 control points

  Scenario: Holding as many deeds you do not own: the extra control point
    Bank of California is worth 2 control points.
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    Then Player1 controls "Bank of California"
    And Player2 controls "General Store"
    And Player1 has 3 control points

  Scenario: The chosen deed: +2 bullets for your shooter there, and a permanent +1 bullets once you win there
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
      | Jake Smiley | Player1's home     |
    And Player2 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player1's draw hands are "KS KH 9D 9H 4C" and then "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 uses "Raven"
    Then the options are:
      """
      General Store
      Bank of California
      Railroad Station
      cancel
      """
    When Player1 selects "Bank of California"
    Then "Raven" is booted
    When Player2 passes
    And Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    Then "Clyde Owens" has 5 bullets
    And "Jake Smiley" has 1 bullets
    When Player2 aces "Pancho Castillo"
    And Player1 is done
    Then "Clyde Owens" has 4 bullets
    And "Clyde Owens" has "bullets +1" from "Raven" until permanent
    And the log contains in order:
      """
      Player1 uses Raven to choose Bank of California
      Player2 aces Pancho Castillo to cover 2 casualties (0 remaining)
      Player1 gives Clyde Owens permanent +1 bullets
      """

  Scenario: Holding the chosen deed you do not own at Sundown: the permanent +1 bullets, once
    Only your dude there gets it.
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Tommy Harden | Bank of California |
    And "Bank of California" gets "chosen by Raven" from "Raven" until end of day
    When the game advances to Sundown
    Then "Clyde Owens" has 4 bullets
    And "Bank of California" has no lasting effects
    And the log contains "Player1 gives Clyde Owens permanent +1 bullets"

  Scenario: A dude who already has a permanent bullet bonus gets nothing more
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And "Bank of California" gets "chosen by Raven" from "Raven" until end of day
    And "Clyde Owens" gets "bullets +1" from "Raven" until permanent
    When the game advances to Sundown
    Then "Clyde Owens" has 4 bullets
    And the log does not contain "Player1 gives Clyde Owens permanent +1 bullets"

  Scenario: The chosen deed you own gives nothing at Sundown
    Given Player1 has these dudes:
      | dude        | at            |
      | Clyde Owens | General Store |
    And "General Store" gets "chosen by Raven" from "Raven" until end of day
    When the game advances to Sundown
    Then "Clyde Owens" has 3 bullets
    And the log does not contain "Player1 gives Clyde Owens permanent +1 bullets"

  Scenario: The chosen deed another player controls gives nothing at Sundown, and stays chosen
    Given "Bank of California" gets "chosen by Raven" from "Raven" until end of day
    When the game advances to Sundown
    Then "Bank of California" has "chosen by Raven" from "Raven" until end of day

  Scenario: Winning a shootout elsewhere gives nothing
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And "General Store" gets "chosen by Raven" from "Raven" until end of day
    And a shootout at "Bank of California" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player2 aces "Pancho Castillo"
    And Player1 is done
    Then "Clyde Owens" has 3 bullets
    And "General Store" has "chosen by Raven" from "Raven" until end of day

  Scenario: Losing a shootout there gives nothing, and the deed stays chosen
    Given Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And "Bank of California" gets "chosen by Raven" from "Raven" until end of day
    And a shootout at "Bank of California" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 8H 4C"
    When Player1 discards "Clyde Owens"
    And Player2 is done
    Then "Bank of California" has "chosen by Raven" from "Raven" until end of day

  Scenario: Holding more in-town deeds you do not own: the extra control point
    An out-of-town deed another player holds does not count.
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Blake Ranch |
    Then Player1 controls "Bank of California"
    And Player2 controls "Blake Ranch"
    And Player1 has 4 control points
