@card:19021 @blind
Feature: Mausoleum (blind proof)
  Controller React, Boot: After a non-token, non-Abomination dude is aced from play,
  this deed gains +1 permanent control points.

  Mausoleum prints 1 control point. Dudes are aced here as casualties: the loser of a
  round by 2 ranks may ace a dude to cover both (§5.8). A Gunslinger is a token dude;
  Rosenbaum's Golem an Abomination.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Mausoleum"

  Scenario: A dude aced from play: the Mausoleum gains a permanent control point
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "AS AC AD 8H 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 reacts with "Mausoleum"
    Then "Mausoleum" has 2 control points
    And "Mausoleum" is booted
    And Player2 is asked to "Select a dude"

  Scenario: The point is permanent: it stays the next day
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "AS AC AD 8H 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 reacts with "Mausoleum"
    And Player2 runs with "Steele Archer"
    And the game advances to the Upkeep phase of day 2
    Then "Mausoleum" has 2 control points

  Scenario: A token dude aced is no cause
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Gunslinger   | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Gunslinger"
    And Player1's next draw hand is "AS AC AD 8H 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "ace Gunslinger"
    Then "Mausoleum" has 1 control points
    And Player2 is asked to "Select a dude"

  Scenario: An Abomination aced is no cause
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude              | at          |
      | Olivia Jenks      | Town Square |
      | Rosenbaum's Golem | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Rosenbaum's Golem"
    And Player1's next draw hand is "AS AC AD 8H 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player2 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "ace Rosenbaum's Golem"
    Then "Rosenbaum's Golem" is in Player2's boot hill
    And "Mausoleum" has 1 control points
    And Player2 is asked to "Select a dude"

  Scenario: A dude discarded, not aced, is no cause
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "AS AC 8D 8H 9H"
    And Player2's next draw hand is "3H 3S 7D 6C KH"
    When Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "discard Steele Archer"
    Then "Steele Archer" is in Player2's discard pile
    And "Mausoleum" has 1 control points
    And Player2 is asked to "Select a dude"
