@card:24065
Feature: Laura Banks (Weird West Edition)
  Shootout: Give 1 bounty to or remove 1 bounty from a dude in this shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                             | at          | bounty |
      | Laura Banks    | Town Square | 0      |
      | Jon Longstride                   | home        | 0      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Laura Banks" against "Steven Wiles"

  Scenario: She gives 1 bounty to a dude in the shootout, never one outside it
    When Player1 uses "Laura Banks"
    Then the options are:
      """
      Laura Banks
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    And Player1 chooses "give 1 bounty"
    Then "Steven Wiles" has 3 bounty
    And the log contains in order:
      """
      Player1 uses Laura Banks on Steven Wiles
      Player1 gives Steven Wiles 1 bounty
      """
    And Player2 is asked to "Select a card"

  Scenario: She removes 1 bounty from a dude in the shootout
    When Player1 uses "Laura Banks"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "remove 1 bounty"
    Then "Steven Wiles" has 1 bounty
    And the log contains "Player1 removes 1 bounty from Steven Wiles"
    And Player2 is asked to "Select a card"
