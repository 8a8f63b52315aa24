@card:01024 @blind
Feature: Sheriff Dave Montreal (blind proof)
  If your opponent in Dave's shootout reveals a cheatin' hand and you do not, your dudes
  cannot be casualties this round.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1 has these dudes:
      | dude                  | at          |
      | Sheriff Dave Montreal | Town Square |
      | Clyde Owens           | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"

  Scenario: The opponent cheats and you do not: your dudes cannot be casualties
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    Then Player2 wins the round
    And Player1 is asked to "Select a dude"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    And "Clyde Owens" is in play
    And "Sheriff Dave Montreal" is in play

  Scenario: Both hands are cheatin': your dudes take casualties as usual
    Given Player1's next draw hand is "AS AS 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: The opponent's hand is legal: your dudes take casualties as usual
    Given Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8H 8D 7D 10S"
    When Player1 picks "Clyde Owens" as shooter
    Then Player2 wins the round
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Dave must be in the shootout
    Given Player1's posse is "Clyde Owens"
    And Player1's next draw hand is "AS 2D 4C 6S 9H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    Then Player2 wins the round
    And Player1 is asked to "Select a casualty"

  Scenario: The protection lasts only for the round
    Every dude here is a draw, so each round draws exactly five cards.
    Given Player1 has these dudes:
      | dude                  | at          |
      | Sheriff Dave Montreal | Town Square |
      | Philip Swinford       | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And a shootout at "Town Square" led by "Philip Swinford" against "Allie Hensman"
    And Player1's posse is "Philip Swinford, Sheriff Dave Montreal"
    And Player2's discard pile is "Sun in Yer Eyes"
    And "Sheriff Dave Montreal" gets "draw" from "Sun in Yer Eyes" until end of shootout
    And Player1's draw hands are "AS 2D 4C 6S 9H" and then "2S 2D 5C 9S KH"
    And Player2's draw hands are "8C 8C 8D 7D 10S" and then "3S 3D 5S 5D QH"
    When Player1 picks "Philip Swinford" as shooter
    Then Player2 wins the round
    And Player1's posse is "Philip Swinford, Sheriff Dave Montreal"
    When Player1 is done
    And Player2 is done
    And Player1 picks "Sheriff Dave Montreal" as shooter
    And Player1 is done
    And Player2 is done
    Then Player1's draw hand is "2S 2D 5C 9S KH"
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
