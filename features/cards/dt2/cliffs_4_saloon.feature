@card:24137
Feature: Cliff's #4 Saloon (Weird West Edition)
  Deed, Public • Saloon. Controller Noon, Boot: Your dude at a nearby location you control
  becomes a stud.

  The saloon stands between Player1's home and General Store: both are adjacent to it, so
  nearby, but Player2's Steven Wiles (3 influence) controls General Store over Avie Cline;
  the town square is adjacent too but controlled by no one; Blake Ranch, Player1's out of
  town deed, is adjacent to nothing. Steele Archer and Avie Cline are draws.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Cliff's #4 Saloon (Weird West Edition), General Store"
    And Player1 has these dudes:
      | dude            | at            |
      | Steele Archer   | home          |
      | Avie Cline      | General Store |
      | Pancho Castillo | Town Square   |
      | Clint Ramsey    | Blake Ranch   |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store  |
      | Olivia Jenks | Player1's home |

  @rule:location.nearby
  Scenario: A dude of yours at a nearby location you control becomes a stud for the day
    When Player1 uses "Cliff's #4 Saloon (Weird West Edition)"
    Then the options are:
      """
      Steele Archer
      cancel
      """
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is a stud
    And "Steele Archer" has "stud" from "Cliff's #4 Saloon (Weird West Edition)" until end of day
    And "Avie Cline" is a draw
    And "Cliff's #4 Saloon (Weird West Edition)" is booted
    And the log contains "Player1 makes Steele Archer a stud"
    When the game advances to the High Noon phase of day 2
    Then "Steele Archer" is a draw

  Scenario: Whoever controls the saloon uses it, on their own dude
    Given Player2 has these dudes:
      | dude          | at                                     |
      | Jonah Essex   | Cliff's #4 Saloon (Weird West Edition) |
    And it is Player2's turn
    When Player2 uses "Cliff's #4 Saloon (Weird West Edition)"
    Then the options are:
      """
      Jonah Essex
      cancel
      """
    When Player2 selects "Jonah Essex"
    Then "Jonah Essex" is a stud
    And the log contains "Player2 makes Jonah Essex a stud"
