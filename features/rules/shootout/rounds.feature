Feature: Shootout rounds and the end of a round
  Rules digest §5.4, §5.6, §13.19: rounds are fought until a posse is empty or
  everyone has run, with shooters picked again each round. When a round ends the
  draw hands are discarded, and a joker in a revealed hand is aced; a joker thrown
  away while redrawing goes to the discard pile.

  Background:
    Given the board "shootout"

  @rule:shootout.round @rule:shootout.end
  Scenario: Rounds go on, with new shooters, until a posse is empty
    Round 1 is an exact tie (1 casualty each); in round 2 the survivors, who have
    no bullets, draw 5 cards each.
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Steele Archer  | Town Square |
    And Player2 has these dudes:
      | dude                  | at          |
      | Olivia Jenks          | Town Square |
      | Lucinda "Lucy" Clover | Town Square |
    And Player1's draw hands are "JS JH 9D 6C 4C" and then "KS KH KC 7C 7H"
    And Player2's draw hands are "JD JC 9S 6H 4S" and then "2D 3D 5C 9S QS"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Lucinda "Lucy" Clover" to the posse
    And Player1 picks "Jon Longstride" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 discards "Jon Longstride"
    And Player2 discards "Olivia Jenks"
    And Player1 stays
    And Player2 stays
    Then Player1 wins the round
    And Player2 is asked to "Select a casualty"
    When Player2 aces "Lucinda "Lucy" Clover"
    And Player1 stays
    Then Player1 wins the shootout
    And the log contains in order:
      """
      The round is an exact tie: each side takes 1 casualty
      Player1 discards Jon Longstride to cover 1 casualty (0 remaining)
      Player2 discards Olivia Jenks to cover 1 casualty (0 remaining)
      Player1 picks Steele Archer as their shooter
      Player2 picks Lucinda "Lucy" Clover as their shooter
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 0
      Player1 reveals KS KH KC 7C 7H: Full House (rank 7)
      Player2 reveals 2D 3D 5C 9S QS: High Card (rank 1)
      Player1 wins the round by 6 ranks
      Player2 aces Lucinda "Lucy" Clover to cover 2 casualties (4 remaining)
      Player2 has no one left to take 4 casualties
      Player1 wins the shootout at Town Square
      """

  @rule:shootout.round @rule:shootout.reveal
  Scenario: A joker in a revealed draw hand is aced when the round ends
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "JOKER AS 8S 8C JD"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 aces "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Joker (black)" is in Player1's Boot Hill
    And "Jackson's Strike" is in Player1's discard pile
    And Player1 has 1 cards in Boot Hill
    And the log contains "Player1 reveals JOKER AS 8S 8C JD: Dead Man's Hand (rank 11)"

  @rule:shootout.draw
  Scenario: A joker thrown away while redrawing goes to the discard pile, not Boot Hill
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's deck starts with "JOKER KS KH 4C 6C KC"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Jon Longstride"
    And Player2 accepts
    And Player1 redraws "JOKER"
    Then "Joker (black)" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"
    When Player2 aces "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Joker (black)" is in Player1's discard pile
    And Player1 has 0 cards in Boot Hill
    And the log contains in order:
      """
      Player1 discards 1 card to redraw
      Player1 reveals KS KH 4C 6C KC: Three of a Kind (rank 4)
      """
