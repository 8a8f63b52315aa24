@card:24182 @blind
Feature: Corporeal Twist (Weird West Edition) (blind proof)
  Shootout Hex 4, Boot: Give an opposing dude -1 bullets and -2 value. If that dude is
  aced or discarded during this shootout, this Huckster gains 1 permanent control point.

  Steele Archer is a Huckster 2 (value 4, 0 bullets). Pancho Castillo: value 5, 3 bullets.
  Clyde Owens stands beside him. Player2 reveals High Card (rank 1).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Steele Archer | Town Square | Corporeal Twist (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Pancho Castillo | Town Square |
      | Clyde Owens  | Town Square |

  Scenario: Success gives the opposing dude -1 bullets and -2 value, for the shootout
    Given Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 3 value
    And "Corporeal Twist (Weird West Edition)" is booted
    And "Pancho Castillo" has "bullets -1, value -2" from "Corporeal Twist (Weird West Edition)" until end of shootout
    And the log contains "Player1's Steele Archer succeeds by 0 with 2H + 2 = 4 against difficulty 4"
    And Player2 is asked to "Select a card"

  Scenario: A failed pull changes nothing, and the Hex is still booted
    Given Player1's next pull is "AH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 5 value
    And "Corporeal Twist (Weird West Edition)" is booted
    And Player2 is asked to "Select a card"

  Scenario: The twisted dude aced in the shootout gives the Huckster 1 permanent control point
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player2 takes 2 casualties
    When Player2 aces "Pancho Castillo"
    Then "Steele Archer" has 1 control points
    And Player1 is asked to "Select a dude"

  Scenario: The twisted dude discarded in the shootout gives the control point too
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player2 takes 1 casualty
    When Player2 discards "Pancho Castillo"
    Then "Steele Archer" has 1 control points
    And Player1 is asked to "Select a dude"

  Scenario: Another dude discarded instead gives nothing
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Pancho Castillo" as shooter
    Then Player2 takes 1 casualty
    When Player2 discards "Clyde Owens"
    Then "Steele Archer" has 0 control points
    And "Pancho Castillo" is in play
    And Player2 is asked to "Select a dude"
