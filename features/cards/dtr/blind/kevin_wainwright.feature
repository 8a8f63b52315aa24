@card:01011 @blind
Feature: Kevin Wainwright (blind proof)
  Noon: Move Kevin (without booting) to the same location as a Huckster. Kevin becomes
  a stud.

  Kevin prints 3 bullets and is a draw.

  Background:
    Given the board "main street"
    And a game between "The Fourth Ring" and "Law Dogs"

  Scenario: Kevin joins a Huckster far away without booting and becomes a stud for the day
    Given Player1 has these dudes:
      | dude             | at          |
      | Kevin Wainwright | home        |
      | Steele Archer    | Blake Ranch |
    When Player1 uses "Kevin Wainwright"
    And Player1 selects "Blake Ranch"
    Then "Kevin Wainwright" is at "Blake Ranch"
    And "Kevin Wainwright" is unbooted
    And "Kevin Wainwright" is a stud
    And "Kevin Wainwright" has "stud" from "Kevin Wainwright" until end of day

  Scenario: An opposing Huckster with a 0 rating is a Huckster too
    Given Player1 has these dudes:
      | dude             | at   |
      | Kevin Wainwright | home |
    And Player2 has these dudes:
      | dude       | at               |
      | Micah Ryse | Railroad Station |
    When Player1 uses "Kevin Wainwright"
    And Player1 selects "Railroad Station"
    Then "Kevin Wainwright" is at "Railroad Station"
    And "Kevin Wainwright" is a stud

  Scenario: Only a Huckster's location is a destination
    Given Player1 has these dudes:
      | dude             | at          |
      | Kevin Wainwright | home        |
      | Steele Archer    | Blake Ranch |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 uses "Kevin Wainwright"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Blake Ranch"
    And Player1 may not choose "Railroad Station"

  Scenario: With no Huckster in play Kevin cannot use the ability
    Given Player1 has these dudes:
      | dude             | at   |
      | Kevin Wainwright | home |
    When Player1 tries to use "Kevin Wainwright"
    Then the play is refused by rule "ability.condition"
    And "Kevin Wainwright" is a draw
    And "Kevin Wainwright" is at "Player1's home"
