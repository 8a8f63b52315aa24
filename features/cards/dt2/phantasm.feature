@card:24186
Feature: Phantasm (Weird West Edition)
  Noon Hex 9, Boot: Move an opposing unbooted dude at a nearby location to a location
  adjacent to them (without booting).
  Noon Hex 12, Boot: Move another player's booted dude at this location to an adjacent
  location.

  Steele Archer is a Huckster 2. The town square is adjacent to every location in town;
  Player1's home is not adjacent to Player2's home. Player2's home is adjacent to the town square and to
  Player2's General Store.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude          | at          | attachments                   |
      | Steele Archer | Town Square | Phantasm (Weird West Edition) |

  @rule:spell.cast
  Scenario: An unbooted opposing dude nearby moves next door without booting
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    And Player1's next pull is "7H"
    When Player1 uses "Phantasm (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    When Player1 chooses "General Store"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted
    And "Phantasm (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9
      Player1 uses Phantasm (Weird West Edition) to move Pancho Castillo to General Store
      """

  @rule:spell.cast
  Scenario: The first ability fails short of 9
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    And Player1's next pull is "6H"
    When Player1 uses "Phantasm (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And the log contains "Player1's Steele Archer fails by 1 with 6H + 2 = 8 against difficulty 9"

  @rule:spell.cast
  Scenario: The first ability reaches only unbooted opposing dudes nearby
    Given Player1 has these dudes:
      | dude          | at          | attachments                   |
      | Steele Archer | Player1's home | Phantasm (Weird West Edition) |
      | Jake Smiley   | Player1's home |                               |
    And Player2 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Town Square    | no     |
      | Olivia Jenks    | Town Square    | yes    |
      | Clyde Owens     | Player2's home | no     |
    When Player1 uses "Phantasm (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"
    And Player1 may not choose "Jake Smiley"

  @rule:spell.cast
  Scenario: A booted opposing dude here moves to an adjacent location
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
      | Olivia Jenks    | Town Square | no     |
    And Player1's next pull is "10H"
    When Player1 uses "Phantasm (Weird West Edition) (2nd ability)"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "Player2's home"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Phantasm (Weird West Edition)" is booted
    And the log contains "Player1's Steele Archer succeeds by 0 with 10H + 2 = 12 against difficulty 12"

  @rule:spell.cast
  Scenario: The second ability fails short of 12
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    And Player1's next pull is "9H"
    When Player1 uses "Phantasm (Weird West Edition) (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"

  @rule:spell.cast
  Scenario: The second ability reaches only another player's booted dude here
    Given Player1 has these dudes:
      | dude          | at          | attachments                   | booted |
      | Steele Archer | Town Square | Phantasm (Weird West Edition) | no     |
      | Jake Smiley   | Town Square |                               | yes    |
    And Player2 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Town Square    | yes    |
      | Clyde Owens     | Player2's home | yes    |
    When Player1 uses "Phantasm (Weird West Edition) (2nd ability)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clyde Owens"
    And Player1 may not choose "Jake Smiley"
