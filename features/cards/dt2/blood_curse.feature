@card:24189
Feature: Blood Curse (Weird West Edition)
  Noon Hex 9, Boot: A dude at a nearby location gets -1 influence and -1 bullets.

  The Base Set Blood Curse also has a Shootout spell; this printing has only the Noon one
  ("a nearby location" is "this or an adjacent location"), so it has its own script
  (cards/dt2/blood_curse.py).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Blood Curse (Weird West Edition) |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Blake Ranch    |
      | Clint Ramsey | Player2's home |

  @rule:spell.cast
  Scenario: At noon a dude at this or an adjacent location gets -1 influence and -1 bullets until the end of the day
    Given Player1's next pull is "7H"
    When Player1 uses "Blood Curse (Weird West Edition)"
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
    And "Clint Ramsey" has "influence -1, bullets -1" from "Blood Curse (Weird West Edition)" until end of day
    And "Blood Curse (Weird West Edition)" is booted
    And "Steele Archer" is unbooted
    And the log contains in order:
      """
      Player1's Steele Archer casts Blood Curse (Weird West Edition) on Clint Ramsey
      Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9
      Player1 uses Blood Curse (Weird West Edition) to give Clint Ramsey -1 influence and -1 bullets
      """
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Clint Ramsey" has 1 influence
    And "Clint Ramsey" has 2 bullets

  Scenario: It has no Shootout spell
    Given Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Town Square    |
      | Clint Ramsey | Player2's home |
    When Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    Then the log contains "Player1 has no shootout play and passes"
    And "Blood Curse (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a dude"
