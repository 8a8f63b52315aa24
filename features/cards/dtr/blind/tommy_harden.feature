@card:01018 @blind
Feature: Tommy Harden (blind proof)
  If your opponent in Tommy's shootout reveals a cheatin' hand, raise your draw hand
  rank by 1 for this round.
  If your draw hand is also legal, raise your hand rank by 2 instead.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
      | Clyde Owens  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Tommy Harden"
    And Player2's posse is "Pancho Castillo, Jake Smiley"

  Scenario: The opponent cheats and your hand is legal: your rank rises by 2
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1's hand rank is 3
    And Player2's hand rank is 4
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: Both hands are cheatin': your rank rises by 1 only
    Given Player1's next draw hand is "AS AS 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1's hand rank is 3
    And Player2's hand rank is 4
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A legal opposing hand raises nothing
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8H 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1's hand rank is 1
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Tommy must be in the shootout
    Given Player1's posse is "Clyde Owens"
    And Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player2 picks "Pancho Castillo" as shooter
    Then Player1's hand rank is 1
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"
