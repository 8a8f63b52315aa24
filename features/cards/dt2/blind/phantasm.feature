@card:24186 @blind
Feature: Phantasm (Weird West Edition) (blind proof)
  Noon Hex 9, Boot: Move an opposing unbooted dude at a nearby location to a location
  adjacent to them (without booting).
  Noon Hex 12, Boot: Move another player's booted dude at this location to an adjacent
  location.

  Steele Archer (Huckster 2) stands at General Store (Player1's street: home - General
  Store). Player2's street: Bank of California - home - Railroad Station. Olivia Jenks
  is in the town square, Clint Ramsey (booted) and Pancho Castillo at General Store,
  Clyde Owens at Railroad Station (not nearby).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            | attachments                   |
      | Steele Archer | General Store | Phantasm (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at               | booted |
      | Olivia Jenks    | Town Square      | false  |
      | Clint Ramsey    | General Store    | true   |
      | Pancho Castillo | General Store    | false  |
      | Clyde Owens     | Railroad Station | false  |

  Scenario: Hex 9 moves an opposing unbooted dude nearby to a location adjacent to him, unbooted
    Given Player1's next pull is "7H"
    When Player1 uses "Phantasm (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      Pancho Castillo
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then Player1 may choose "Railroad Station"
    And Player1 may not choose "Blake Ranch"
    When Player1 chooses "Railroad Station"
    Then "Olivia Jenks" is at "Railroad Station"
    And "Olivia Jenks" is unbooted
    And "Phantasm (Weird West Edition)" is booted
    And the log contains "Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9"

  Scenario: Hex 9 short of its difficulty moves nobody
    Given Player1's next pull is "6H"
    When Player1 uses "Phantasm (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And "Phantasm (Weird West Edition)" is booted

  Scenario: Hex 12 moves another player's booted dude at this location to an adjacent location
    Given Player1's next pull is "10H"
    When Player1 uses "Phantasm (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      Clint Ramsey
      cancel
      """
    When Player1 selects "Clint Ramsey"
    Then Player1 may choose "Town Square"
    And Player1 may not choose "Railroad Station"
    When Player1 chooses "Town Square"
    Then "Clint Ramsey" is at "Town Square"
    And "Clint Ramsey" is booted
    And the log contains "Player1's Steele Archer succeeds by 0 with 10H + 2 = 12 against difficulty 12"

  Scenario: Hex 12 short of its difficulty moves nobody
    Given Player1's next pull is "9H"
    When Player1 uses "Phantasm (Weird West Edition) (2nd ability)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "General Store"
