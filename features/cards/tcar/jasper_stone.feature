@card:19003
Feature: Jasper Stone
  Except at home, only your shooter contributes to your draw hand bonuses.  React, Boot:
  After posses are formed, choose a dude in the opposing posse. Your shooter has +2 bullets
  while opposing that dude, and while your posse has a non-token dude. If that opposing dude
  is aced, give your declared shooter a permanent control point and permanent +1 bullets.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's legend is "Jasper Stone"
    And Player1 has these dudes:
      | dude                  | at          |
      | Clyde Owens           | Town Square |
      | Sheriff Dave Montreal | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |

  @rule:shootout.draw.only_shooter
  Scenario: Away from home only your shooter adds to your bonuses
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    When Player1 picks "Clyde Owens" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  Scenario: At home every dude of your posse adds to your bonuses
    Given Player1 has these dudes:
      | dude                  | at             |
      | Clyde Owens           | Player1's home |
      | Sheriff Dave Montreal | Player1's home |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    And a shootout at "Player1's home" led by "Pancho Castillo" against "Clyde Owens"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 keeps the best hand
    Then the log contains "Player1 draws 8 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  @ruling:jasper-opposing-means-in-the-opposing-posse
  Scenario: The hunted dude aced: the shooter gets +2 bullets against him, then a permanent point and bullet
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Sheriff Dave Montreal" to the posse
    And Player2 adds "Jake Smiley" to the posse
    And Player1 reacts with "Jasper Stone"
    And Player1 selects "Pancho Castillo"
    Then "Jasper Stone" is booted
    When Player1 picks "Clyde Owens" as shooter
    Then "Clyde Owens" has 5 bullets
    And "Clyde Owens" has "bullets +2" from "Jasper Stone" until end of shootout
    And "Sheriff Dave Montreal" has 3 bullets
    When Player2 picks "Pancho Castillo" as shooter
    And Player2 aces "Pancho Castillo"
    Then "Clyde Owens" has 1 control points
    And "Clyde Owens" has 4 bullets
    And "Clyde Owens" has "bullets +1" from "Jasper Stone" until permanent
    And the log contains in order:
      """
      Player1 uses Jasper Stone
      Player1 chooses Pancho Castillo
      Player2 aces Pancho Castillo to cover 2 casualties (0 remaining)
      Player1 gives Clyde Owens a permanent control point and permanent +1 bullets
      """
    And Player2 is asked to "Select a dude"

  Scenario: Another opposing dude aced gives nothing
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Sheriff Dave Montreal" to the posse
    And Player2 adds "Jake Smiley" to the posse
    And Player1 reacts with "Jasper Stone"
    And Player1 selects "Jake Smiley"
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player2 aces "Pancho Castillo"
    Then "Clyde Owens" has 0 control points
    And "Clyde Owens" has 5 bullets
    And the log does not contain "Player1 gives Clyde Owens a permanent control point"
    And Player2 is asked to "Select a dude"
