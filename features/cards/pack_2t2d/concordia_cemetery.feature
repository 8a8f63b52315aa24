@card:20033
Feature: Concordia Cemetery
  Controller React, Boot: Before a non-token dude opposing your dude is aced in a
  shootout, give this deed a permanent +1 production. If that dude had grit 11 or higher,
  give this deed a permanent control point.

  The Cemetery prints no production and no control point. Grit is value + bullets +
  influence: Jon Longstride 8 + 2 + 1 = 11, Pancho Castillo 5 + 3 + 2 = 10.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Concordia Cemetery"
    And Player1 has these dudes:
      | dude   | at          | attachments |
      | Sloane | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude            | at          |
      | Jon Longstride  | Town Square |
      | Pancho Castillo | Town Square |

  Scenario: An opposing dude with grit 11 aced as a casualty gives a production and a control point for good
    Given Player1's next draw hand is "3H 3S 8D 8C KH"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 calls out "Jon Longstride" with "Sloane"
    And Player2 accepts
    And Player2 is done
    And Player2 covers the casualties with "ace Jon Longstride"
    And Player1 reacts with "Concordia Cemetery"
    Then "Jon Longstride" is in Player2's boot hill
    And "Concordia Cemetery" is booted
    And "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 1 control points
    And the log contains in order:
      """
      Player1 uses Concordia Cemetery
      Player1 gives Concordia Cemetery a permanent +1 production
      Player1 gives Concordia Cemetery a permanent control point
      """
    When the game advances to the Upkeep phase of day 2
    Then "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 1 control points

  Scenario: A dude with grit 10 aced by a card effect gives the production only
    When Player1 calls out "Pancho Castillo" with "Sloane"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shotgun"
    And Player1 selects "Pancho Castillo"
    And Player1 reacts with "Concordia Cemetery"
    Then "Pancho Castillo" is in Player2's boot hill
    And "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 0 control points
    And the log does not contain "a permanent control point"
    And Player1 is asked to "Select a dude"

  Scenario: Your own dude aced is no reason to react
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 calls out "Jon Longstride" with "Sloane"
    And Player2 accepts
    And Player2 is done
    And Player1 covers the casualties with "ace Sloane"
    Then "Sloane" is in Player1's boot hill
    And "Concordia Cemetery" is unbooted
    And "Concordia Cemetery" has 0 production
    And Player2 is asked to "Select a dude"

  Scenario: Grit above 11 gives the control point too
    Given Player2 has these dudes:
      | dude        | at          |
      | Lane Healey | Town Square |
    And Player1's next draw hand is "3H 3S 8D 8C KH"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 calls out "Lane Healey" with "Sloane"
    And Player2 accepts
    And Player2 covers the casualties with "ace Lane Healey"
    And Player1 reacts with "Concordia Cemetery"
    Then "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 1 control points
    And Player1 is asked to "Select a dude"

  Scenario: A token aced is no reason to react
    Given Player2 has these dudes:
      | dude       | at          |
      | Gunslinger | Town Square |
    And Player1's next draw hand is "3H 3S 8D 8C KH"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 calls out "Gunslinger" with "Sloane"
    And Player2 accepts
    And Player1 passes
    And Player2 covers the casualties with "ace Gunslinger"
    Then "Gunslinger" is not in play
    And "Concordia Cemetery" is unbooted
    And "Concordia Cemetery" has 0 production
    And Player1 is asked to "Select a dude"

  Scenario: An ace that cannot be prevented still comes before it, so the Cemetery gains
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Retribution |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "4H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player1 uses "Retribution"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Steven Wiles" as shooter
    And Player1 reacts with "Concordia Cemetery"
    Then "Pancho Castillo" is in Player2's boot hill
    And "Concordia Cemetery" has 1 production
    And the log contains in order:
      """
      Player1's Retribution aces Pancho Castillo
      Player1 uses Concordia Cemetery
      Player1 gives Concordia Cemetery a permanent +1 production
      """
    And Player1 is asked to "Select a casualty"
