@card:24160
Feature: Winchester Model 1873 (Weird West Edition)
  Shootout, Boot: Boot this dude to give them +1 bullets and make them a stud.

  Jon Longstride prints 2 bullets and is a draw; the Winchester adds +1 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                                |
      | Jon Longstride | Town Square | Winchester Model 1873 (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"

  Scenario: The dude boots to get +1 bullets and become a stud
    Then "Jon Longstride" has 3 bullets
    When Player1 uses "Winchester Model 1873 (Weird West Edition)"
    Then "Jon Longstride" has 4 bullets
    And "Jon Longstride" is a stud
    And "Jon Longstride" is booted
    And "Winchester Model 1873 (Weird West Edition)" is booted
    And "Jon Longstride" has "bullets +1, stud" from "Winchester Model 1873 (Weird West Edition)" until end of shootout
    And the log contains "Player1 uses Winchester Model 1873 (Weird West Edition) to give Jon Longstride +1 bullets and make them a stud"
    And Player1 is asked to "Select a card"
