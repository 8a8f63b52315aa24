@card:24042
Feature: The Brute (Weird West Edition)
  When you ace The Brute to cover casualties in a shootout, reduce your remaining
  casualties by 2.

  Player2 always reveals High Card (rank 1), so Player1's hand sets the casualties.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude                           | at          |
      | Clyde Owens                    | Town Square |
      | The Brute (Weird West Edition) | Town Square |
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:shootout.casualties.ace
  Scenario: Acing The Brute covers four casualties
    Given Player1's next draw hand is "5S 6H 7D 8C 9S"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "The Brute (Weird West Edition)" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 4 casualties
    When Player2 aces "The Brute (Weird West Edition)"
    Then "The Brute (Weird West Edition)" is in Player2's Boot Hill
    And "Clyde Owens" is in play
    And the log contains "Player2 aces The Brute (Weird West Edition) to cover 4 casualties (0 remaining)"
    And Player2 is asked to "Select a dude"

  @rule:shootout.casualties.discard
  Scenario: Discarded, The Brute covers one casualty like any dude
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "The Brute (Weird West Edition)" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 2 casualties
    And Player2 may not choose "ace The Brute (Weird West Edition)"
    When Player2 discards "The Brute (Weird West Edition)"
    Then the log contains "Player2 discards The Brute (Weird West Edition) to cover 1 casualty (1 remaining)"
    And Player2 is asked to "Select a casualty"
