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

  Scenario: The raise lasts only for the round
    Every dude here is a draw, so each round draws exactly five cards.
    Given Player1 has these dudes:
      | dude            | at          |
      | Tommy Harden    | Town Square |
      | Philip Swinford | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And a shootout at "Town Square" led by "Philip Swinford" against "Allie Hensman"
    And Player1's posse is "Philip Swinford, Tommy Harden"
    And Player2's discard pile is "Sun in Yer Eyes"
    And "Tommy Harden" gets "draw" from "Sun in Yer Eyes" until end of shootout
    And Player1's draw hands are "AS 2D 4C 6S 9H" and then "2S 2D 5C 9S KH"
    And Player2's draw hands are "8C 8C 8D 7D 10S" and then "3S 3D 5S 5D QH"
    When Player1 picks "Philip Swinford" as shooter
    Then Player1's hand rank is 3
    When Player1 discards "Philip Swinford"
    And Player1 is done
    And Player2 is done
    And Player1 is done
    And Player2 is done
    Then Player1's draw hand is "2S 2D 5C 9S KH"
    And Player1's hand rank is 2
    And Player2's hand rank is 3
    And Player1 is asked to "Select a casualty"
