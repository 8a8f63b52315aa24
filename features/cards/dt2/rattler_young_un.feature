@card:24094
Feature: Rattler Young 'Un (Weird West Edition)
  While Rattler Young 'Un is at a deed, he uses his bullet rating to determine control of
  the deed instead of his influence.
  Shootout: If there is only one dude in the opposing posse, Rattler Young 'Un becomes a stud

  Rattler prints 2 bullets, 0 influence and is a draw. Allie Hensman prints 2 bullets and
  0 influence; Olivia Jenks 2 influence.

  Background:
    Given the board "shootout"

  Scenario: At a deed Rattler's bullets count for control
    Given Player1 has these dudes:
      | dude              | at                 |
      | Rattler Young 'Un | Bank of California |
    And Player2 has these dudes:
      | dude          | at                 |
      | Allie Hensman | Bank of California |
    Then Player1 controls "Bank of California"

  Scenario: Against one dude Rattler becomes a stud
    Given Player1 has these dudes:
      | dude              | at          |
      | Rattler Young 'Un | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Rattler Young 'Un" against "Olivia Jenks"
    When Player1 uses "Rattler Young 'Un"
    Then "Rattler Young 'Un" is a stud
    And "Rattler Young 'Un" has "stud" from "Rattler Young 'Un" until end of shootout
    And the log contains "Player1 makes Rattler Young 'Un a stud"
    And Player1 is asked to "Select a card"

  Scenario: Against two dudes he stays a draw
    Given Player1 has these dudes:
      | dude              | at          |
      | Rattler Young 'Un | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Rattler Young 'Un" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player1 uses "Rattler Young 'Un"
    Then "Rattler Young 'Un" is a draw
    And Player2 is asked to "Select a dude"
