@card:24040
Feature: Pagliaccio (Weird West Edition)
  Shootout, Boot: One opposing dude gets -1 bullets and -1 value.

  Steven Wiles prints 3 bullets and value 8.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                            | at          |
      | Pagliaccio (Weird West Edition) | Town Square |
      | Jon Longstride                  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pagliaccio (Weird West Edition)" against "Steven Wiles"

  Scenario: An opposing dude gets -1 bullets and -1 value for the shootout
    When Player1 uses "Pagliaccio (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bullets
    And "Steven Wiles" has 7 value
    And "Steven Wiles" has "bullets -1, value -1" from "Pagliaccio (Weird West Edition)" until end of shootout
    And "Pagliaccio (Weird West Edition)" is booted
    And the log contains "Player1 uses Pagliaccio (Weird West Edition) to give Steven Wiles -1 bullets and -1 value"
    And Player1 is asked to "Select a card"
