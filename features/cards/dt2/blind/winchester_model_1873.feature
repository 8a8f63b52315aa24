@card:24160 @blind
Feature: Winchester Model 1873 (Weird West Edition) (blind proof)
  Shootout, Boot: Boot this dude to give them +1 bullets and make them a stud.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Booting the rifle and the dude: +1 bullet and a stud
    Given Player1 has these dudes:
      | dude         | at          | attachments                                |
      | Olivia Jenks | Town Square | Winchester Model 1873 (Weird West Edition) |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a draw
    When Player1 uses "Winchester Model 1873 (Weird West Edition)"
    Then "Olivia Jenks" has 4 bullets
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" is booted
    And "Winchester Model 1873 (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"

  Scenario: A booted dude cannot pay the cost
    Given Player1 has these dudes:
      | dude         | at          | booted | attachments                                |
      | Olivia Jenks | Town Square | true   | Winchester Model 1873 (Weird West Edition) |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    Then the log contains in order:
      """
      Player1 has the first shootout play
      Player1 has no shootout play and passes
      """
    And Player1 is asked to "Select a card"
    And "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a draw
