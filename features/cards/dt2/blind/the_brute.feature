@card:24042 @blind
Feature: The Brute (blind proof)
  When you ace The Brute to cover casualties in a shootout, reduce your remaining
  casualties by 2.

  Player2 loses the round with The Brute and Clyde Owens in the posse. Acing The Brute
  covers 2 casualties (§5.8) and the Brute's text removes 2 more.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude                         | at          |
      | The Brute (Weird West Edition) | Town Square |
      | Clyde Owens                  | Town Square |
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: Four casualties: acing The Brute covers 2 and removes the other 2
    Given Player1's next draw hand is "2S 3H 4D 5C 6S"
    When Player1 calls out "The Brute (Weird West Edition)" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 4 casualties
    When Player2 aces "The Brute (Weird West Edition)"
    Then "The Brute (Weird West Edition)" is in Player2's boot hill
    And "Clyde Owens" is at "Town Square"
    And Player2 is asked to "Select a dude"

  @ruling:brute-ace-covers-two-then-reduces
  Scenario: Three casualties: acing The Brute covers 2 and the last one is removed and Clyde Owens survives
    Given Player1's next draw hand is "KS KH KD 9D 4C"
    When Player1 calls out "The Brute (Weird West Edition)" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 3 casualties
    When Player2 aces "The Brute (Weird West Edition)"
    Then "The Brute (Weird West Edition)" is in Player2's boot hill
    And "Clyde Owens" is in play
    And "Clyde Owens" is at "Town Square"
    And Player2 is asked to "Select a dude"
