@card:19010 @blind
Feature: Rosenbaum's Golem (blind proof)
  Shootout, Boot: Choose an opposing dude. Boot that dude, and you may give them +5 value.
  If that dude's grit is 11 or higher, you may unboot one of your other dudes.

  Grit is value + bullets + influence: Steven Wiles 8 + 3 + 3 = 14, Olivia Jenks
  2 + 2 + 2 = 6 (11 with +5 value).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at             | booted |
      | Rosenbaum's Golem | Town Square    | no     |
      | Clint Ramsey      | Player1's home | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Rosenbaum's Golem" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"

  Scenario: A gritty opposing dude is booted; one of your other dudes unboots
    When Player1 uses "Rosenbaum's Golem"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Rosenbaum's Golem" is booted
    When Player1 chooses "pass"
    Then "Steven Wiles" has 8 value
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: +5 value brings a dude to grit 11
    When Player1 uses "Rosenbaum's Golem"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    When Player1 chooses "give +5 value"
    Then "Olivia Jenks" has 7 value
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: Grit under 11: nobody unboots
    When Player1 uses "Rosenbaum's Golem"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "pass"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" has 2 value
    And "Clint Ramsey" is booted
    And Player2 is asked to "Select a dude"
