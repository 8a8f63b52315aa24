Feature: Changing casualties: reacts after them, replacements, extra casualties
  Rules digest §5.7–5.8. After a player takes the round's casualties, reacts may answer
  ("After you take casualties for losing a round"); they read that player's casualties of
  this round only, each with how it was taken and the value and bullets it had then. An
  effect may give a player more casualties this round: the loser's reacts come before
  the winner takes their lumps, so the winner covers them with any they already had. An
  effect may replace how a casualty is taken ("send that dude home booted instead"): the
  casualties it covers stay covered. An effect may make a dude cover more when aced
  (The Brute: "reduce your remaining casualties by 2"): exact cover counts that value.

  Background:
    Given the board "shootout"

  @rule:shootout.casualties.added
  Scenario: The round's casualties are remembered for that round only
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lucinda "Lucy" Clover | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Avie Cline    | Town Square |
      | Steele Archer | Town Square |
    And Player2's hand is "Hot Lead Flyin'"
    And Player2's next pull is "5H"
    And Player1's draw hands are "KS KH 9D 9C 4C" and then "KD KC 8D 6C 3C"
    And Player2's draw hands are "2D 3D 5C 9S QS" and then "2H 3H 5S 9H JD"
    When Player1 calls out "Steele Archer" with "Lucinda "Lucy" Clover"
    And Player2 accepts
    And Player2 adds "Avie Cline" to the posse
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Avie Cline"
    And Player2 passes
    And Player2 stays
    And Player1 stays
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Hot Lead Flyin'"
    Then Player1's posse is "Lucinda "Lucy" Clover"
    And the log contains in order:
      """
      Player2 discards Avie Cline to cover 2 casualties (0 remaining)
      Player2 discards Steele Archer to cover 1 casualty (0 remaining)
      Player2 pulls 5H
      Player2 has no casualty with a value higher than the pull
      """
    And Player1 is asked to "Select a dude"

  @rule:shootout.casualties.added
  Scenario: After a tie-breaker the winner covers the added casualty with the one they had
    Given Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Takin' Ya With Me"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 2H 5C 9S QS"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 wins the round on a tie-breaker: each side takes 1 casualty
      Player2 discards Olivia Jenks to cover 1 casualty (0 remaining)
      Player2 makes Player1 take 1 casualty
      """

  @rule:shootout.casualties.replaced
  Scenario: A replaced casualty still covers its casualty; the rest remain to cover
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steele Archer   | Town Square |
      | Olivia Jenks    | Town Square |
      | Arnold McCadish | home        |
    And Player2's next pull is "5H"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Arnold McCadish"
    Then "Steele Archer" is at "Player2's home"
    And Player2's posse is "Olivia Jenks"
    And the options are:
      """
      discard Olivia Jenks
      """
    And the log contains "Player2 sends Steele Archer home booted to cover 1 casualty (1 remaining)"
    When Player2 discards "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  @rule:shootout.casualties.exact @card:24042 @ruling:brute-aced-covers-four-and-exact-cover-counts-it
  Scenario: A dude who covers more when aced counts his value for exact cover
    The Brute, aced, covers 4: with 3 casualties acing him would cover more than remain,
    so the exact cover is acing Clyde Owens and discarding The Brute.
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude                           | at          |
      | Clyde Owens                    | Town Square |
      | The Brute (Weird West Edition) | Town Square |
    And Player1's next draw hand is "KS KH KD 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "The Brute (Weird West Edition)" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 3 casualties
    And Player2 may not choose "ace The Brute (Weird West Edition)"
    And Player2 may choose "ace Clyde Owens"
    And Player2 may choose "discard The Brute (Weird West Edition)"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.casualties.exact @card:24042 @ruling:brute-aced-covers-four-and-exact-cover-counts-it
  Scenario: Five casualties: The Brute aced covers four and a discard covers the last
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude                           | at          |
      | Clyde Owens                    | Town Square |
      | The Brute (Weird West Edition) | Town Square |
    And Player1's next draw hand is "2H 5H 7H 9H JH"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "The Brute (Weird West Edition)" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 5 casualties
    When Player2 aces "The Brute (Weird West Edition)"
    Then the log contains "Player2 aces The Brute (Weird West Edition) to cover 4 casualties (1 remaining)"
    And Player2 may choose "discard Clyde Owens"
    And Player2 may not choose "ace Clyde Owens"
    And Player2 is asked to "Select a casualty"
