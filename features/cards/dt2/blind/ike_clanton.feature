@card:24079 @blind
Feature: Ike Clanton (blind proof)
  Noon, Boot: Give a deed Rowdy until after the next Production phase. (Control of a
  Rowdy deed is checked with bullets instead of influence.)

  Railroad Station is Player2's deed. At it stand Player1's Clyde Owens (3 bullets, 2
  influence) and Player2's Olivia Jenks (2 bullets, 2 influence): by influence the tie
  goes to the owner (§4.3); by bullets Player1 is strictly higher. Steven Wiles at
  Player2's home keeps Player1 from winning at Sundown.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude                             | at               |
      | Ike Clanton (Weird West Edition) | home             |
      | Clyde Owens                      | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
      | Steven Wiles | home             |

  Scenario: Without Ike the tie on influence keeps the deed with its owner
    Then Player2 controls "Railroad Station"

  Scenario: A Rowdy deed is controlled by the side with more bullets
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "Railroad Station"
    Then Player1 controls "Railroad Station"
    And "Ike Clanton (Weird West Edition)" is booted

  Scenario: Rowdy outlives the day: still there at Sundown
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And the game advances to Sundown
    Then Player1 controls "Railroad Station"

  Scenario: Rowdy ends after the next Production phase
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And the game advances to the High Noon phase of day 2
    Then Player2 controls "Railroad Station"
    And the log contains "Player2 receives 3 ghost rock production"

  Scenario: Once per day: Ike cannot give a second deed Rowdy
    When Player1 uses "Ike Clanton (Weird West Edition)"
    And Player1 selects "Railroad Station"
    And Player2 passes
    And Player1 tries to use "Ike Clanton (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
