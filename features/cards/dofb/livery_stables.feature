@card:25031
Feature: Livery Stables
  Shootout, Boot: Give a dude with a Horse +1 or -1 bullets.

  Pinto is a Horse. Pancho Castillo prints 3 bullets, Jake Smiley 1.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Livery Stables"
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Jake Smiley | Town Square | Pinto       |
      | Avie Cline  | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Pinto #2    |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's posse is "Jake Smiley, Avie Cline"

  Scenario: The Stables give an opposing dude with a Horse -1 bullets for the shootout
    When Player1 uses "Livery Stables"
    Then the options are:
      """
      Jake Smiley
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "-1 bullets"
    Then "Pancho Castillo" has 2 bullets
    And "Livery Stables" is booted
    And "Pancho Castillo" has "bullets -1" from "Livery Stables" until end of shootout
    And the log contains in order:
      """
      Player1 uses Livery Stables on Pancho Castillo
      Player1 gives Pancho Castillo -1 bullets
      """
    And Player1 is asked to "Select a dude"

  Scenario: Or your own dude with a Horse +1 bullets
    When Player1 uses "Livery Stables"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "+1 bullets"
    Then "Jake Smiley" has 2 bullets
    And Player1 is asked to "Select a dude"
