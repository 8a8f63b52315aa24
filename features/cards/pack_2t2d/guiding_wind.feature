@card:20047
Feature: Guiding Wind
  Shootout Spirit 8, Boot: Choose an opposing dude or your non-token dude. Set that dude's
  bullets to equal to their influence, or 3, whichever is lower.

  Bloody Teeth is a Shaman 1: a pull of 7 succeeds (8), a pull of 6 fails. Sloane has 4
  bullets and 3 influence, Clint Ramsey 2 and 1, Max Baine 2 and 4.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments  |
      | Bloody Teeth | Town Square | Guiding Wind |
      | Max Baine    | Town Square |              |
      | Gunslinger   | home        |              |
    And Player2 has these dudes:
      | dude         | at          |
      | Sloane       | Town Square |
      | Clint Ramsey | Town Square |
      | Steven Wiles | home        |
    And a shootout at "Town Square" led by "Bloody Teeth" against "Sloane"
    And Player1's posse is "Bloody Teeth, Max Baine"
    And Player2's posse is "Sloane, Clint Ramsey"

  Scenario Outline: The dude's bullets become their influence, 3 at most, for the shootout
    Given Player1's next pull is "7H"
    When Player1 uses "Guiding Wind"
    And Player1 selects "<dude>"
    Then "<dude>" has <bullets> bullets
    And "<dude>" has "bullets fixed at <bullets>" from "Guiding Wind" until end of shootout
    And "Guiding Wind" is booted
    And the log contains "Player1 sets <dude>'s bullets to <bullets>"
    And Player1 is asked to "Select a dude"

    Examples:
      | dude         | bullets |
      | Sloane       | 3       |
      | Clint Ramsey | 1       |
      | Max Baine    | 3       |

  @ruling:guiding-wind-sets-the-rating
  Scenario: Bonuses from before the spell no longer count
    Given "Sloane" gets "bullets +2" from "Sloane" until end of shootout
    And Player1's next pull is "7H"
    When Player1 uses "Guiding Wind"
    And Player1 selects "Sloane"
    Then "Sloane" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Neither your token nor a dude outside the opposing posse
    When Player1 uses "Guiding Wind"
    Then Player1 may not choose "Gunslinger"
    And Player1 may not choose "Steven Wiles"
    And Player1 may choose "Bloody Teeth"
    And Player1 is asked to "Select a dude"

  Scenario: A failed pull changes nothing
    Given Player1's next pull is "6H"
    When Player1 uses "Guiding Wind"
    And Player1 selects "Sloane"
    Then "Sloane" has 4 bullets
    And "Guiding Wind" is booted
    And Player1 is asked to "Select a dude"
