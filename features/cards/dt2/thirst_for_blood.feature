@card:24254
Feature: Thirst for Blood (Weird West Edition)
  Action. Shootout: Target your dude with 1 or more influence. That dude becomes a stud or
  gains +2 bullets; you may increase their bounty by 1 to gain both bonuses instead.
  Reduce that dude's influence by 1 until after Sundown.

  Olivia Jenks is a 2-bullet draw with 2 influence; Allie Hensman has no influence, Clint Ramsey 1.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Thirst for Blood"
    And Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
      | Clint Ramsey  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Allie Hensman"

  Scenario: Raising her bounty buys both bonuses; her influence drops until after Sundown
    When Player1 plays "Thirst for Blood"
    Then the options are:
      """
      Olivia Jenks
      Clint Ramsey
      cancel
      """
    When Player1 selects "Olivia Jenks"
    And Player1 chooses "raise the bounty by 1 for both"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 4 bullets
    And "Olivia Jenks" has 1 bounty
    And "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has "stud" from "Thirst for Blood" until end of shootout
    And "Olivia Jenks" has "influence -1" from "Thirst for Blood" until end of day
    And the log contains in order:
      """
      Player1 raises the bounty on Olivia Jenks by 1
      Player1 makes Olivia Jenks a stud
      Player1 gives Olivia Jenks +2 bullets
      Player1 gives Olivia Jenks -1 influence until after Sundown
      """
    And Player1 is asked to "Select a dude"

  Scenario: +2 bullets alone: she stays a draw and her bounty stays
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "gains +2 bullets"
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 4 bullets
    And "Olivia Jenks" has 0 bounty
    And "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has "bullets +2" from "Thirst for Blood" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: A stud alone: her bullets stay
    When Player1 plays "Thirst for Blood"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "becomes a stud"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 0 bounty
    And "Olivia Jenks" has 1 influence
    And Player1 is asked to "Select a dude"
