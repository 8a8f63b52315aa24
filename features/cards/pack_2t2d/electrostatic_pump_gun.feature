@card:20038
Feature: Electrostatic Pump Gun
  Shootout, Boot: Give an opposing dude -1 bullets. Pull. If the pull was not a club, the
  opposing dude becomes a draw if they have 0 bullets.

  Andreas Andregg is a stud with 1 bullet; Clint Ramsey a stud with 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments            |
      | Harold Aimslee | Town Square | Electrostatic Pump Gun |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
      | Clint Ramsey    | Town Square |
    And a shootout at "Town Square" led by "Harold Aimslee" against "Andreas Andregg"
    And Player2's posse is "Andreas Andregg, Clint Ramsey"

  Scenario: Not a club, and he is down to 0 bullets: he becomes a draw for the shootout
    Given Player1's next pull is "5H"
    When Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" has 0 bullets
    And "Andreas Andregg" is a draw
    And "Electrostatic Pump Gun" is booted
    And "Andreas Andregg" has "bullets -1" from "Electrostatic Pump Gun" until end of shootout
    And "Andreas Andregg" has "draw" from "Electrostatic Pump Gun" until end of shootout
    And the log contains in order:
      """
      Player1 uses Electrostatic Pump Gun to give Andreas Andregg -1 bullets
      Player1 makes Andreas Andregg a draw
      """
    And Player2 is asked to "Select a dude"

  Scenario: A club: he loses the bullet but stays a stud
    Given Player1's next pull is "5C"
    When Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" has 0 bullets
    And "Andreas Andregg" is a stud
    And Player2 is asked to "Select a dude"

  Scenario: Bullets left after the -1: he stays a stud
    Given Player1's next pull is "5H"
    When Player1 uses "Electrostatic Pump Gun"
    Then Player1 may not choose "Harold Aimslee"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bullets
    And "Clint Ramsey" is a stud
    And Player2 is asked to "Select a dude"
