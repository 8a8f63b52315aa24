@card:01015 @blind
Feature: Lucinda "Lucy" Clover (blind proof)
  If your opponent in Lucy's shootout reveals a cheatin' hand, raise the bounty on each
  dude in their posse by 1 (including from 0 to 1).

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude                  | at          |
      | Lucinda "Lucy" Clover | Town Square |
      | Clyde Owens           | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Jake Smiley     | Town Square | 2      |
    And Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"

  Scenario: An opponent's cheatin' hand raises every opposing posse dude's bounty by 1
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Lucinda "Lucy" Clover"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 3 bounty
    And "Clyde Owens" has 0 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: A legal hand raises no bounty
    Given Player2's next draw hand is "8C 8H 8D 7D 10S"
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Lucinda "Lucy" Clover"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 0 bounty
    And "Jake Smiley" has 2 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: Lucy must be in the shootout
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens"
    And Player2's posse is "Pancho Castillo, Jake Smiley"
    When Player2 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 0 bounty
    And "Jake Smiley" has 2 bounty
    And the log does not contain "Lucinda"
    And Player1 is asked to "Select a casualty"

  Scenario: Player2's own dudes outside the posse are untouched
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Jake Smiley     | Town Square | 2      |
      | Allie Hensman   | Town Square | 0      |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Lucinda "Lucy" Clover"
    And Player2's posse is "Pancho Castillo"
    When Player1 picks "Clyde Owens" as shooter
    Then "Pancho Castillo" has 1 bounty
    And "Allie Hensman" has 0 bounty
    And "Jake Smiley" has 2 bounty
    And Player1 is asked to "Select a casualty"
