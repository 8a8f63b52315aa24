@card:24185 @blind
Feature: Paralysis Mark (Weird West Edition) (blind proof)
  Noon Hex, Boot: Boot a dude with value X at this location.

  X is the chosen dude's value. Steele Archer (Huckster 2) stands in the town square with
  Olivia Jenks (value 2) and Clint Ramsey (value 11); Pancho Castillo (value 5) is at
  Player2's home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Steele Archer | Town Square | Paralysis Mark (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | home        |

  Scenario: A pull reaching the dude's value boots him
    Given Player1's next pull is "AH"
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Paralysis Mark (Weird West Edition)" is booted
    And "Steele Archer" is unbooted
    And the log contains "Player1's Steele Archer succeeds by 1 with AH + 2 = 3 against difficulty 2"

  Scenario: The difficulty is the dude's value: short of it, he stays unbooted
    Given Player1's next pull is "8H"
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And "Paralysis Mark (Weird West Edition)" is booted

  Scenario: Exactly the dude's value is enough
    Given Player1's next pull is "9H"
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted

  Scenario: Once a day
    Given Player1 has used "Paralysis Mark (Weird West Edition)" today
    When Player1 tries to use "Paralysis Mark (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
