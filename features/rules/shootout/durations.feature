Feature: How long effects last in and around a shootout
  Rules digest §8.3 and §13.13: an effect worded "this round" ends with the shootout
  round; the effect of a Shootout ability lasts the whole shootout, every round, and
  ends with it; the effect of a Noon ability lasts through any shootout to the end of
  the day.

  In the two-round fights below, round 1 is an exact tie (each side discards a dude)
  and round 2 is won by Player1. Jon Longstride is a draw with 2 bullets, so his
  bullets show as the draw bonus of each round.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Steele Archer  | Town Square |
    And Player2 has these dudes:
      | dude                  | at          |
      | Olivia Jenks          | Town Square |
      | Lucinda "Lucy" Clover | Town Square |
    And Player1's draw hands are "JS JH 9D 6C 4C" and then "KS KH KC 7C 7H"
    And Player2's draw hands are "JD JC 9S 6H 4S" and then "2D 3D 5C 9S QS"

  @rule:effect.expiry
  Scenario: An effect for "this round" ends with the round
    Given "Jon Longstride" gets "bullets +2" from "Jon Longstride" until end of shootout round
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Lucinda "Lucy" Clover" to the posse
    And Player1 picks "Jon Longstride" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    Then "Jon Longstride" has 4 bullets
    When Player1 stays
    And Player2 stays
    Then Player1 is asked to "Select a card"
    And "Jon Longstride" has 2 bullets
    When Player1 is done
    And Player2 aces "Lucinda "Lucy" Clover"
    And Player1 stays
    Then Player1 wins the shootout
    And "Jon Longstride" has 2 bullets
    And the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 5
      The round is an exact tie: each side takes 1 casualty
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2
      Player1 wins the round by 6 ranks
      """

  @rule:effect.expiry
  Scenario: A Shootout ability's effect lasts every round and ends with the shootout
    Given "Jon Longstride" gets "bullets +2" from "Jon Longstride" until end of shootout
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Lucinda "Lucy" Clover" to the posse
    And Player1 picks "Jon Longstride" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 discards "Steele Archer"
    And Player2 discards "Olivia Jenks"
    And Player1 stays
    And Player2 stays
    Then Player1 is asked to "Select a card"
    And "Jon Longstride" has 4 bullets
    When Player1 is done
    And Player2 aces "Lucinda "Lucy" Clover"
    And Player1 stays
    Then Player1 wins the shootout
    And "Jon Longstride" has 2 bullets
    And the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 5
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 4
      Player1 wins the shootout at Town Square
      """

  @rule:effect.expiry
  Scenario: A Noon ability's effect lasts through the shootout to the end of the day
    War Paint: "Noon: One of your dudes gets +2 bullets." The dudes at home keep
    either side from winning at Sundown; Pat's Perch waits in hand for Sundown's discard.
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Steven Wiles | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | home        |
    And Player1's hand is "War Paint, Pat's Perch"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 plays "War Paint"
    And Player1 selects "Clint Ramsey"
    And Player2 passes
    And Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player2 aces "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Clint Ramsey" has 4 bullets
    When the game advances to Sundown
    Then the phase is Sundown
    And it is day 1
    And "Clint Ramsey" has 4 bullets
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Clint Ramsey" has 2 bullets
    And the log contains in order:
      """
      Player1 plays War Paint to give Clint Ramsey +2 bullets
      Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 0
      Player1 wins the shootout at Town Square
      """

  @rule:effect.expiry @rule:shootout.casualties @ruling:pinned-down-lasts-the-shootout
  Scenario: A Shootout ability's "must be selected as the first casualty" does not lapse with the round
    Pinned Down's effect on Olivia Jenks lasts the shootout. Her side wins round 1 and
    takes no casualty; in round 2 it loses, and she must be its first casualty. Avie
    Cline and Olivia are draws, Jake Smiley and Steele Archer too: each side draws 5 cards.
    Given Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's discard pile is "Pinned Down"
    And "Olivia Jenks" gets "must be selected as the first casualty" from "Pinned Down" until end of shootout
    And Player1's draw hands are "2H 2D 5C 9S KH" and then "4H 4D 7C 7S QH"
    And Player2's draw hands are "3H 3D 6C 6S KD" and then "8H 8D JC 10S AH"
    When Player1 calls out "Avie Cline" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Avie Cline" as shooter
    Then Player2 wins the round
    When Player1 discards "Steele Archer"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Avie Cline" as shooter
    And Player1 is done
    And Player2 is done
    Then Player1 wins the round
    And the options are:
      """
      discard Olivia Jenks
      """
