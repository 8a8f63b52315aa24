@card:25041
Feature: Colt-Patterson Model '36
  Shootout, Boot: Give this dude +2 Bullets and make them a Stud.

  Jon Longstride prints 2 bullets and is a draw.

  Scenario: The dude gets +2 bullets and becomes a stud for the shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments              |
      | Jon Longstride | Town Square | Colt-Patterson Model '36 |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Olivia Jenks"
    When Player1 uses "Colt-Patterson Model '36"
    Then "Jon Longstride" has 4 bullets
    And "Jon Longstride" is a stud
    And "Jon Longstride" has "bullets +2, stud" from "Colt-Patterson Model '36" until end of shootout
    And "Colt-Patterson Model '36" is booted
    And the log contains in order:
      """
      Player1 uses Colt-Patterson Model '36
      Player1 gives Jon Longstride +2 bullets and makes them a stud
      """
    And Player1 is asked to "Select a card"
