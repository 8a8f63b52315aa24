@card:24185
Feature: Paralysis Mark (Weird West Edition)
  Noon Hex, Boot: Boot a dude with value X at this location.

  X is the chosen dude's value, the spell's difficulty. Steele Archer is a Huckster 2;
  Pancho Castillo's value is 5.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Steele Archer | Town Square | Paralysis Mark (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Olivia Jenks    | Player2's home |

  @rule:spell.cast @ruling:paralysis-mark-difficulty-is-the-dudes-value
  Scenario: A pull reaching the dude's value boots him
    Given Player1's next pull is "3H"
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Paralysis Mark (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Steele Archer casts Paralysis Mark (Weird West Edition) on Pancho Castillo
      Player1's Steele Archer succeeds by 0 with 3H + 2 = 5 against difficulty 5
      Player1 uses Paralysis Mark (Weird West Edition) to boot Pancho Castillo
      """

  @rule:spell.cast @ruling:paralysis-mark-difficulty-is-the-dudes-value
  Scenario: A pull short of the dude's value leaves him unbooted
    Given Player1's next pull is "2H"
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And the log contains "Player1's Steele Archer fails by 1 with 2H + 2 = 4 against difficulty 5"

  @rule:spell.cast
  Scenario: Only a dude at the Huckster's location can be chosen
    When Player1 uses "Paralysis Mark (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
