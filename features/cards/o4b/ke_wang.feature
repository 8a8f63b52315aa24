@card:21008
Feature: Ke Wang
  Shootout: Pay an opposing dude's controller that dude's upkeep. Boot that dude and give
  them -1 bullets.

  Steven Wiles: 3 bullets, upkeep 6. Clint Ramsey: 2 bullets, upkeep 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude    | at          |
      | Ke Wang | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Ke Wang" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"

  Scenario: Ke Wang pays the dude's upkeep to its controller, boots him and gives him -1 bullets
    Given Player1 has 6 ghost rock
    And Player2 has 0 ghost rock
    When Player1 uses "Ke Wang"
    And Player1 selects "Steven Wiles"
    Then Player1 has 0 ghost rock
    And Player2 has 6 ghost rock
    And "Steven Wiles" is booted
    And "Steven Wiles" has 2 bullets
    And "Clint Ramsey" is unbooted
    And the log contains in order:
      """
      Player1 uses Ke Wang on Steven Wiles
      Player1 pays Player2 6 ghost rock, boots Steven Wiles and gives them -1 bullets
      """
    And "Steven Wiles" has "bullets -1" from "Ke Wang" until end of shootout
    And Player2 is asked to "Select a dude"

  Scenario: A dude whose upkeep Ke Wang's player cannot pay cannot be chosen
    Given Player1 has 5 ghost rock
    When Player1 uses "Ke Wang"
    Then the options are:
      """
      Clint Ramsey
      cancel
      """
