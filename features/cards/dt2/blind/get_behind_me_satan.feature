@card:24192 @blind
Feature: Get Behind Me, Satan! (Weird West Edition) (blind proof)
  Resolution Miracle 5, Boot: Reduce your casualties this round by this dude's Blessed
  rating. Target opposing Abomination does not contribute to the posse's draw and stud
  ratings during the next shootout round.

  Ezrael Jones is a Blessed 1 (a pull of 4 or more succeeds). Alan Campbell is an
  Abomination, a stud with 3 bullets; Steven Wiles a stud with 3 bullets. A stud shooter
  gives his bullets as stud bonus, and each other stud in the posse 1 more (§5.5).
  High card against two pair: Player1 loses by 2 ranks.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                                  |
      | Jake Smiley  | Town Square |                                              |
      | Ezrael Jones | Town Square | 24192                                        |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Alan Campbell | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's posse is "Jake Smiley, Ezrael Jones"
    And Player2's posse is "Steven Wiles, Alan Campbell"

  Scenario: Your casualties this round are reduced by the Blessed's rating
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    And Player1 selects "Alan Campbell"
    Then "Get Behind Me, Satan! (Weird West Edition)" is booted
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A failed miracle reduces nothing
    Given Player1's next pull is "3H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    Then Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: The targeted Abomination adds nothing to his posse's stud bonus the next round
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    And Player1 selects "Alan Campbell"
    And Player1 covers the casualties with "discard Jake Smiley"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Steven Wiles" as shooter
    And Player1 is done
    Then the log contains in order:
      """
      Player2 draws 9 cards with a stud bonus of 4 and a draw bonus of 0
      Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      """
    And Player2 is asked to "Select a card"
