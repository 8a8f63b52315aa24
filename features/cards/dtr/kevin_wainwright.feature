@card:01011
Feature: Kevin Wainwright
  Noon: Move Kevin (without booting) to the same location as a Huckster. Kevin becomes a
  stud.

  Steele Archer and Micah Ryse are Hucksters; Olivia Jenks is not.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place"
    And Player1 has these dudes:
      | dude             | at          | booted |
      | Kevin Wainwright | home        | yes    |
      | Steele Archer    | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at              |
      | Micah Ryse   | Player2's home  |
      | Olivia Jenks | Charlie's Place |

  Scenario: Kevin joins a Huckster without booting and becomes a stud
    When Player1 uses "Kevin Wainwright"
    And Player1 chooses "Town Square"
    Then "Kevin Wainwright" is at "Town Square"
    And "Kevin Wainwright" is booted
    And "Kevin Wainwright" is a stud
    And the log contains in order:
      """
      Player1 uses Kevin Wainwright
      Player1 moves Kevin Wainwright to Town Square without booting
      Player1 makes Kevin Wainwright a stud
      """

  Scenario: Any player's Huckster will do, but only a Huckster
    When Player1 uses "Kevin Wainwright"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Charlie's Place"
    And Player1 may not choose "Player1's home"

  Scenario: Kevin is a stud for the rest of the day only
    Given Player1 has 10 ghost rock
    And Player1's hand is "Blake Ranch"
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 uses "Kevin Wainwright"
    And Player1 chooses "Town Square"
    And the game advances to Sundown
    Then "Kevin Wainwright" is a stud
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Kevin Wainwright" is a draw

  Scenario: With no Huckster elsewhere Kevin has nowhere to go
    Given Player1 has these dudes:
      | dude             | at          |
      | Kevin Wainwright | Town Square |
      | Steele Archer    | Town Square |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player1 tries to use "Kevin Wainwright"
    Then the play is refused because "Kevin Wainwright's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Kevin Wainwright" is a draw

  Scenario: Kevin moves once per day
    Given Player1 has used "Kevin Wainwright" today
    When Player1 tries to use "Kevin Wainwright"
    Then the play is refused by rule "noon.once_per_day"
    And "Kevin Wainwright" is at "Player1's home"
