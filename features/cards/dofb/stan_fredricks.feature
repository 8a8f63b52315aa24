@card:25018
Feature: Stan Fredricks
  Shootout: If Stan is wanted, move one bounty from him to an opposing dude. Send Stan home
  from the shootout, booted.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | bounty |
      | Stan Fredricks | Town Square | 2      |
      | Clint Ramsey   | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Jake Smiley  | Town Square | 0      |
    And a shootout at "Town Square" led by "Stan Fredricks" against "Steven Wiles"
    And Player1's posse is "Stan Fredricks, Clint Ramsey"

  Scenario: Wanted, he passes one bounty to an opposing dude and goes home booted
    When Player1 uses "Stan Fredricks"
    Then the options are:
      """
      Steven Wiles
      """
    When Player1 selects "Steven Wiles"
    Then "Stan Fredricks" has 1 bounty
    And "Steven Wiles" has 1 bounty
    And "Stan Fredricks" is at "Player1's home"
    And "Stan Fredricks" is booted
    And Player1's posse is "Clint Ramsey"
    And the log contains in order:
      """
      Player1 uses Stan Fredricks
      Player1 moves 1 bounty from Stan Fredricks to Steven Wiles
      Player1 sends Stan Fredricks home booted
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Not wanted, he only goes home booted
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Stan Fredricks | Town Square | 0      |
      | Clint Ramsey   | Town Square | 0      |
    And a shootout at "Town Square" led by "Stan Fredricks" against "Steven Wiles"
    And Player1's posse is "Stan Fredricks, Clint Ramsey"
    When Player1 uses "Stan Fredricks"
    Then "Steven Wiles" has 0 bounty
    And "Stan Fredricks" is at "Player1's home"
    And "Stan Fredricks" is booted
    And Player1 is asked to "Select a casualty"
