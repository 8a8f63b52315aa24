@card:20033 @blind
Feature: Concordia Cemetery (blind proof)
  Deed, Private • Core, no production, no control point.
  Controller React, Boot: Before a non-token dude opposing your dude is aced in a shootout,
  give this deed a permanent +1 production. If that dude had grit 11 or higher, give this
  deed a permanent control point.

  Grit is value + bullets + influence: Olivia Jenks 2 + 2 + 2 = 6, Steven Wiles 8 + 3 + 3
  = 14. Player1 wins the round with two pair (by one pair for a single casualty); Player2
  covers its casualties as it chooses.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Concordia Cemetery"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: An opposing dude of grit below 11 aced: a permanent +1 production only
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 reacts with "Concordia Cemetery"
    Then "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 0 control points
    And "Concordia Cemetery" is booted
    And "Olivia Jenks" is in Player2's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: An opposing dude of grit 11 or more aced: +1 production and a control point, for good
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 covers the casualties with "ace Steven Wiles"
    And Player1 reacts with "Concordia Cemetery"
    Then "Concordia Cemetery" has 1 production
    And "Concordia Cemetery" has 1 control points
    And "Concordia Cemetery" has "production +1" from "Concordia Cemetery" until permanent
    And Player1 is asked to "Select a dude"

  Scenario: A dude discarded, not aced, offers nothing
    Given Player1's next draw hand is "AS AC 8S 5C JD"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 covers the casualties with "discard Steven Wiles"
    Then "Concordia Cemetery" has 0 production
    And "Concordia Cemetery" is unbooted
    And "Steven Wiles" is in Player2's discard pile
    And Player1 is asked to "Select a dude"
