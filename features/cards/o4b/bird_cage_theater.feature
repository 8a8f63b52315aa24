@card:21041
Feature: Bird Cage Theater
  Controller Noon Job, Boot: Mark an opposing dude with 1 or more control points. If
  successful, remove all control points from the mark and this deed gains a permanent +1
  control point and +1 production.

  Bird Cage Theater prints 1 production and 1 control point.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Bird Cage Theater"
    And Player1 has these dudes:
      | dude            | at             | control points |
      | Pancho Castillo | Player1's home | 0              |
      | Jake Smiley     | Player1's home | 1              |
    And Player2 has these dudes:
      | dude         | at             | control points |
      | Olivia Jenks | Town Square    | 1              |
      | Clyde Owens  | Town Square    | 2              |
      | Steele Archer | Town Square   | 0              |

  Scenario: A successful job strips the mark's control points and grows the theater for good
    When Player1 uses "Bird Cage Theater"
    And Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Olivia Jenks
      Clyde Owens
      cancel
      """
    When Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" has 0 control points
    And "Bird Cage Theater" has 2 control points
    And "Bird Cage Theater" has 2 production
    And "Bird Cage Theater" is booted
    And the log contains in order:
      """
      Player1 removes all control points from Olivia Jenks
      Player1 gives Bird Cage Theater a permanent control point and a permanent production
      """
    When the game advances to the Upkeep phase of day 2
    Then "Bird Cage Theater" has 2 control points
    And "Bird Cage Theater" has 2 production

  Scenario: Only the theater's controller may use it
    When Player2 tries to use "Bird Cage Theater"
    Then the play is refused by rule "ability.controller"
