@card:24076 @blind
Feature: Hattie DeLorre (Weird West Edition) (blind proof)
  Shootout: Give one opposing wanted dude -3 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                | at          |
      | Hattie DeLorre (Weird West Edition) | Town Square |

  Scenario: An opposing wanted dude gets -3 bullets until the end of the shootout
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    And a shootout at "Town Square" led by "Hattie DeLorre (Weird West Edition)" against "Pancho Castillo"
    When Player1 uses "Hattie DeLorre (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 0 bullets
    And "Pancho Castillo" has "bullets -3" from "Hattie DeLorre (Weird West Edition)" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: A dude who is not wanted cannot be targeted
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square |        |
    And a shootout at "Town Square" led by "Hattie DeLorre (Weird West Edition)" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player1 uses "Hattie DeLorre (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: With no wanted dude in the opposing posse nothing changes
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Hattie DeLorre (Weird West Edition)" against "Pancho Castillo"
    Then the log contains in order:
      """
      Player1 has the first shootout play
      Player1 has no shootout play and passes
      """
    And Player1 is asked to "Select a card"
    And "Pancho Castillo" has 3 bullets
