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
