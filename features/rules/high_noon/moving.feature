Feature: Moving dudes at High Noon
  Rules digest §4.2: a standard move needs an unbooted dude; home to an adjacent
  location and town square to an adjacent location other than your home are free,
  every other move boots the dude.

  The town (board "main street", §4.1 adjacency):
    Player1's street:  home - General Store - Telegraph Office   (out of town: Blake Ranch)
    Player2's street:  Railroad Station - home
  The town square is adjacent to every location on both streets; Blake Ranch is
  adjacent to nothing.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | home        |
      | Allie Hensman | Town Square |

  @rule:move.free
  Scenario: A dude walks from home to the town square without booting
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is unbooted
    And the log contains "Player1 moves Jake Smiley to Town Square without booting"

  @rule:move.boot
  Scenario: Walking from the town square back home boots the dude
    When Player1 moves "Allie Hensman" to "Player1's home"
    Then "Allie Hensman" is at "Player1's home"
    And "Allie Hensman" is booted
    And the log contains "Player1 boots Allie Hensman to move them to Player1's home"

  @rule:move.unbooted
  Scenario: A booted dude cannot move
    Given Player1 has these dudes:
      | dude        | booted |
      | Jake Smiley | yes    |
    When Player1 tries to move "Jake Smiley" to "Town Square"
    Then the play is refused because "Jake Smiley is booted"
    And the play is refused by rule "move.unbooted"
    And "Jake Smiley" is at "Player1's home"

  @rule:move.free @rule:location.adjacency
  Scenario Outline: The moves of §4.2 that do not boot the dude
    Given Player1 has these dudes:
      | dude            | at     |
      | Pancho Castillo | <from> |
    When Player1 moves "Pancho Castillo" to "<to>"
    Then "Pancho Castillo" is at "<to>"
    And "Pancho Castillo" is unbooted
    And the last log line is "Player1 moves Pancho Castillo to <to> without booting"

    Examples:
      | from        | to               | note                                            |
      | home        | Town Square      | home to an adjacent location                    |
      | home        | General Store    | home to the deed next to it on the street       |
      | Town Square | Telegraph Office | town square to an adjacent deed                 |
      | Town Square | Railroad Station | town square to a deed on the opponent's street  |
      | Town Square | Player2's home   | town square to an opponent's home (you may go)  |

  @rule:move.boot @rule:location.adjacency
  Scenario Outline: The moves of §4.2 that boot the dude
    Given Player1 has these dudes:
      | dude            | at     |
      | Pancho Castillo | <from> |
    When Player1 moves "Pancho Castillo" to "<to>"
    Then "Pancho Castillo" is at "<to>"
    And "Pancho Castillo" is booted
    And the last log line is "Player1 boots Pancho Castillo to move them to <to>"

    Examples:
      | from           | to               | note                                               |
      | Town Square    | Player1's home   | town square to your own home                       |
      | General Store  | Telegraph Office | a deed to the next deed                            |
      | General Store  | Player1's home   | a deed to the home next to it                      |
      | General Store  | Town Square      | a deed to the town square                          |
      | Player2's home | Town Square      | leaving an opponent's home                         |
      | home           | Telegraph Office | not adjacent: two locations along the street       |
      | home           | Player2's home   | not adjacent: homes meet only at the town square   |
      | home           | Railroad Station | not adjacent: a deed on another street             |
      | home           | Blake Ranch      | out of town: adjacent to nothing                   |
      | Town Square    | Blake Ranch      | out of town: not even to the town square           |
      | Blake Ranch    | Player1's home   | out of town back to town                           |

  @rule:move.destination
  Scenario: A dude cannot move to where he already stands
    Given Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    When Player1 tries to move "Pancho Castillo" to "General Store"
    Then the play is refused because "Pancho Castillo is already at General Store"
    And the play is refused by rule "move.destination"
    And "Pancho Castillo" is unbooted
    # the refusal did not use up the turn
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then the last log line is "Player1 boots Pancho Castillo to move them to Town Square"

  @rule:move.free
  Scenario: Moving changes only the dude who moves
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And the log contains "Player1 moves Jake Smiley to Town Square without booting"
    And nothing else changed
