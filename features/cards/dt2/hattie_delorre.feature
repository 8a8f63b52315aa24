@card:24076
Feature: Hattie DeLorre (Weird West Edition)
  Shootout: Give one opposing wanted dude -3 bullets.

  Steven Wiles prints 3 bullets, Pancho Castillo 3.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                | at          | bounty |
      | Hattie DeLorre (Weird West Edition) | Town Square | 0      |
      | Jon Longstride                      | Town Square | 2      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Steven Wiles    | Town Square | 1      |
      | Pancho Castillo | Town Square | 0      |
    And a shootout at "Town Square" led by "Hattie DeLorre (Weird West Edition)" against "Steven Wiles"
    And Player1's posse is "Hattie DeLorre (Weird West Edition), Jon Longstride"
    And Player2's posse is "Steven Wiles, Pancho Castillo"

  Scenario: A wanted opposing dude gets -3 bullets for the shootout
    When Player1 uses "Hattie DeLorre (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 0 bullets
    And "Steven Wiles" has "bullets -3" from "Hattie DeLorre (Weird West Edition)" until end of shootout
    And "Pancho Castillo" has 3 bullets
    And the log contains "Player1 uses Hattie DeLorre (Weird West Edition) to give Steven Wiles -3 bullets"
    And Player1 is asked to "Select a dude"
