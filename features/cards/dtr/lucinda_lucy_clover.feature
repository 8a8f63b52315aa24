@card:01015
Feature: Lucinda "Lucy" Clover
  If your opponent in Lucy's shootout reveals a cheatin' hand, raise the bounty on each dude
  in their posse by 1 (including from 0 to 1).

  Lucy and Clint Ramsey call out Player2's Steele Archer (no bounty) and Olivia Jenks (1
  bounty); "2D 2D" in a hand is cheatin'.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                    | at          |
      | Clint Ramsey            | Town Square |
      | Lucinda "Lucy" Clover   | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steele Archer | Town Square | 0      |
      | Olivia Jenks  | Town Square | 1      |

  @rule:shootout.bounty
  Scenario: A cheatin' opponent's whole posse becomes more wanted, and pays it as casualties
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Lucinda "Lucy" Clover" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then "Steele Archer" has 1 bounty
    And "Olivia Jenks" has 2 bounty
    And the log contains in order:
      """
      Player2 reveals 2D 2D 5C 9S QS: Cheatin' One Pair (rank 2)
      Player1 uses Lucinda "Lucy" Clover to raise the bounty on each dude in their opponent's posse
      Player1 wins the round by 1 rank
      """
    When Player2 discards "Olivia Jenks"
    Then Player1 has 7 ghost rock
    And the log contains "Player1 collects 2 ghost rock bounty on Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: The bounty stays after the shootout
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Lucinda "Lucy" Clover" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 runs with "Steele Archer"
    And Player1 stays
    Then Player1 wins the shootout
    And "Steele Archer" has 1 bounty
    And "Steele Archer" is at "Player2's home"

  Scenario: A legal hand from the opponent raises no bounty, even when Lucy's side cheats
    Given Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 2H 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Lucinda "Lucy" Clover" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then "Steele Archer" has 0 bounty
    And "Olivia Jenks" has 1 bounty
    And Player2 is asked to "Select a casualty"
    And the log does not contain "Player1 uses Lucinda"

  Scenario: Lucy must be in the shootout
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steele Archer" as shooter
    Then "Steele Archer" has 0 bounty
    And "Olivia Jenks" has 1 bounty
    And Player2 is asked to "Select a casualty"
    And the log does not contain "Player1 uses Lucinda"
