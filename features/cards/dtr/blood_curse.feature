@card:01103
Feature: Blood Curse
  Noon Hex 9, Boot: A dude at this or an adjacent location gets –1 influence and –1 bullets.
  Shootout Hex 9, Boot: One opposing dude gets –2 bullets.

  Steele Archer (Huckster 2) casts it from the town square, which is adjacent to every
  location on both streets but not to Blake Ranch, out of town. Steven Wiles has 3
  influence and 3 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Blood Curse |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Blake Ranch    |
      | Clint Ramsey | Player2's home |

  @rule:spell.cast
  Scenario: At noon a dude at this or an adjacent location gets -1 influence and -1 bullets until the end of the day
    Given Player1's next pull is "7H"
    When Player1 uses "Blood Curse"
    Then the options are:
      """
      Steele Archer
      Pancho Castillo
      Steven Wiles
      Clint Ramsey
      cancel
      """
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 influence
    And "Clint Ramsey" has 1 bullets
    And "Clint Ramsey" has "influence -1, bullets -1" from "Blood Curse" until end of day
    And "Blood Curse" is booted
    And "Steele Archer" is unbooted
    And the log contains in order:
      """
      Player1's Steele Archer casts Blood Curse on Clint Ramsey
      Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9
      Player1 uses Blood Curse to give Clint Ramsey -1 influence and -1 bullets
      """
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Clint Ramsey" has 1 influence
    And "Clint Ramsey" has 2 bullets

  @rule:spell.cast
  Scenario: A failed noon curse does nothing but boot the spell
    Given Player1's next pull is "6H"
    When Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 3 influence
    And "Steven Wiles" has 3 bullets
    And "Blood Curse" is booted
    And the log contains "Player1's Steele Archer fails by 1 with 6H + 2 = 8 against difficulty 9"
    And the log does not contain "Player1 uses Blood Curse to give"

  @rule:spell.cast
  Scenario: In a shootout one opposing dude gets -2 bullets until the shootout ends
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    And Player1's next pull is "8H"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Town Square    |
      | Clint Ramsey | Player2's home |
    When Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 uses "Blood Curse"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" has "bullets -2" from "Blood Curse" until end of shootout
    And "Blood Curse" is booted
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 1 with 8H + 2 = 10 against difficulty 9
      Player1 uses Blood Curse to give Steven Wiles -2 bullets
      """
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 runs with "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" has no lasting effects
