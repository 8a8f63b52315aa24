@card:24049
Feature: Kevin Wainwright (Weird West Edition)
  Noon: Move Kevin to a location with a Huckster (without booting.) Kevin becomes a stud.

  "To a location with a Huckster" is the Base Set's "to the same location as a Huckster":
  any player's Huckster, without booting, and Kevin becomes a stud, so this printing
  shares the Base Set script (cards/dtr/kevin_wainwright.py).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place"
    And Player1 has these dudes:
      | dude             | at          | booted |
      | Kevin Wainwright (Weird West Edition) | home        | yes    |
      | Steele Archer    | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at              |
      | Micah Ryse   | Player2's home  |
      | Olivia Jenks | Charlie's Place |

  Scenario: Kevin joins a Huckster without booting and becomes a stud
    When Player1 uses "Kevin Wainwright (Weird West Edition)"
    And Player1 chooses "Town Square"
    Then "Kevin Wainwright (Weird West Edition)" is at "Town Square"
    And "Kevin Wainwright (Weird West Edition)" is booted
    And "Kevin Wainwright (Weird West Edition)" is a stud
    And the log contains in order:
      """
      Player1 uses Kevin Wainwright (Weird West Edition)
      Player1 moves Kevin Wainwright (Weird West Edition) to Town Square without booting
      Player1 makes Kevin Wainwright (Weird West Edition) a stud
      """

  Scenario: Any player's Huckster will do, but only a Huckster
    When Player1 uses "Kevin Wainwright (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Charlie's Place"
    And Player1 may not choose "Player1's home"
