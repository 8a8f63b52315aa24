@card:19034
Feature: Sentinel
  Noon Miracle 5, Boot: This dude gains +1 bullets, +1 Blessed skill rating, and becomes a
  stud. You may move this dude to an adjacent location or town square. If this dude is in
  town square during Sundown, you may discard this spell after victory is checked to give
  this dude a permanent control point.

  Ezrael Jones is a Blessed 1 draw with 1 bullet. Player1's home is adjacent to the town
  square and to the General Store.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at             | attachments |
      | Ezrael Jones | Player1's home | Sentinel    |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  Scenario: The dude gains +1 bullets, +1 Blessed and becomes a stud, and may move to the town square
    Given Player1's next pull is "4H"
    When Player1 uses "Sentinel"
    Then "Ezrael Jones" has 2 bullets
    And "Ezrael Jones" has 2 blessed skill
    And "Ezrael Jones" is a stud
    And "Sentinel" is booted
    And "Ezrael Jones" has "bullets +1, skill:blessed +1, stud" from "Sentinel" until end of day
    And the log contains "Player1 gives Ezrael Jones +1 bullets and +1 Blessed skill and makes them a stud"
    When Player1 chooses "move"
    Then Player1 may choose "General Store"
    When Player1 chooses "Town Square"
    Then "Ezrael Jones" is at "Town Square"
    And "Ezrael Jones" is unbooted
    And the log contains "Player1 moves Ezrael Jones to Town Square"

  Scenario: He may stay where he is
    Given Player1's next pull is "4H"
    When Player1 uses "Sentinel"
    And Player1 chooses "stay"
    Then "Ezrael Jones" is at "Player1's home"

  Scenario: A pull short of 5 does nothing
    Given Player1's next pull is "3H"
    When Player1 uses "Sentinel"
    Then "Ezrael Jones" has 1 bullets
    And "Ezrael Jones" is a draw

  @ruling:sentinel-pays-off-on-the-day-cast
  Scenario: In the town square at Sundown, after the victory check, the spell is discarded for a permanent control point
    Given Player1's next pull is "4H"
    When Player1 uses "Sentinel"
    And Player1 chooses "move"
    And Player1 chooses "Town Square"
    And the game advances to Sundown
    And Player1 reacts with "Sentinel"
    Then "Ezrael Jones" has 1 control points
    And "Sentinel" is not in play
    And the log contains in order:
      """
      Player1 has 1 control point and 1 influence
      Player1 discards Sentinel
      Player1 gives Ezrael Jones a permanent control point
      """
    And Player2 is asked to "Select a card"

  Scenario: Away from the town square at Sundown: no control point
    Given Player1's next pull is "4H"
    When Player1 uses "Sentinel"
    And Player1 chooses "stay"
    And the game advances to Sundown
    Then "Ezrael Jones" has 0 control points
    And "Sentinel" is attached to "Ezrael Jones"

  @ruling:sentinel-pays-off-on-the-day-cast
  Scenario: In the town square on a day it was not cast: no control point
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Sentinel    |
    When the game advances to Sundown
    Then "Ezrael Jones" has 0 control points
    And "Sentinel" is attached to "Ezrael Jones"
