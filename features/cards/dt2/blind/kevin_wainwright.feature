@card:24049 @blind
Feature: Kevin Wainwright (blind proof)
  Kevin Wainwright (Weird West Edition), 3 bullets, a draw: "Noon: Move Kevin to a
  location with a Huckster (without booting.) Kevin becomes a stud."

  Steele Archer is a Huckster; Clint Ramsey is not.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player2 has these dudes:
      | dude          | at               |
      | Steele Archer | Railroad Station |
      | Clint Ramsey  | Telegraph Office |
    And Player1 has these dudes:
      | dude                                  | at   |
      | Kevin Wainwright (Weird West Edition) | home |

  Scenario: Kevin moves to a Huckster's location without booting and becomes a stud
    Then "Kevin Wainwright (Weird West Edition)" is a draw
    When Player1 uses "Kevin Wainwright (Weird West Edition)"
    And Player1 selects "Railroad Station"
    Then "Kevin Wainwright (Weird West Edition)" is at "Railroad Station"
    And "Kevin Wainwright (Weird West Edition)" is unbooted
    And "Kevin Wainwright (Weird West Edition)" is a stud
    And "Kevin Wainwright (Weird West Edition)" has "stud" from "Kevin Wainwright (Weird West Edition)" until end of day

  Scenario: A location without a Huckster is not a destination
    When Player1 uses "Kevin Wainwright (Weird West Edition)"
    Then Player1 may choose "Railroad Station"
    And Player1 may not choose "Telegraph Office"
    And Player1 may not choose "Town Square"
    When Player1 selects "Railroad Station"
    Then "Kevin Wainwright (Weird West Edition)" is at "Railroad Station"

  Scenario: The ability has no boot cost: a booted Kevin moves and stays booted
    Given Player1 has these dudes:
      | dude                                  | at   | booted |
      | Kevin Wainwright (Weird West Edition) | home | yes    |
    When Player1 uses "Kevin Wainwright (Weird West Edition)"
    And Player1 selects "Railroad Station"
    Then "Kevin Wainwright (Weird West Edition)" is at "Railroad Station"
    And "Kevin Wainwright (Weird West Edition)" is booted
    And "Kevin Wainwright (Weird West Edition)" is a stud

  Scenario: Once per day
    Given Player1 has used "Kevin Wainwright (Weird West Edition)" today
    When Player1 tries to use "Kevin Wainwright (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Kevin Wainwright (Weird West Edition)" is at "Player1's home"
