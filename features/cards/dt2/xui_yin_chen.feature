@card:24017
Feature: Xui Yin Chen (Weird West Edition)
  Dude, Kung Fu 3, 1 bullets stud, 2 influence. Shootout, Boot: All dudes in Xui Yin
  Chen's posse become studs and get +1 influence.

  Steele Archer is a draw with 2 influence; Avie Cline, who stays home, is a draw too.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                              | at          |
      | Xui Yin Chen (Weird West Edition) | Town Square |
      | Steele Archer                     | Town Square |
      | Avie Cline                        | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Every dude in her posse becomes a stud with +1 influence until the shootout ends
    When Player1 calls out "Steven Wiles" with "Xui Yin Chen (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 uses "Xui Yin Chen (Weird West Edition)"
    Then "Steele Archer" is a stud
    And "Steele Archer" has 3 influence
    And "Xui Yin Chen (Weird West Edition)" has 3 influence
    And "Xui Yin Chen (Weird West Edition)" is booted
    And "Avie Cline" is a draw
    And "Steele Archer" has "stud, influence +1" from "Xui Yin Chen (Weird West Edition)" until end of shootout
    And "Steven Wiles" has 3 influence
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 makes Xui Yin Chen (Weird West Edition), Steele Archer studs with +1 influence"

  Scenario: Out of the shootout she has no posse: the ability is not offered
    When Player1 calls out "Steven Wiles" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    Then the log contains "Player1 has no shootout play and passes"
    And "Steele Archer" is a draw
    And Player2 is asked to "Select a card"
