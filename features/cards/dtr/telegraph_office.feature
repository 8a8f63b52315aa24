@card:01080
Feature: Telegraph Office
  Deed, Private, production 1, 2 control points. Controller Noon, Boot: Choose a dude that
  was brought into play this Noon phase. Gain ghost rock equal to the dude's influence.

  Pancho Castillo and Olivia Jenks have 2 influence each.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Telegraph Office"
    And Player1 has 10 ghost rock
    And Player1's hand is "Pancho Castillo"

  Scenario: A dude hired this Noon phase earns his influence in ghost rock
    When Player1 hires "Pancho Castillo"
    And Player2 passes
    And Player1 uses "Telegraph Office"
    And Player1 selects "Pancho Castillo"
    Then Player1 has 7 ghost rock
    And "Telegraph Office" is booted
    And the log contains in order:
      """
      Player1 hires Pancho Castillo for 5 ghost rock
      Player1 uses Telegraph Office on Pancho Castillo
      Player1 gains 2 ghost rock for Pancho Castillo's influence
      """

  Scenario: Any player's dude brought into play this phase may be chosen, no other
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude          | at   | entered this phase |
      | Olivia Jenks  | home | yes                |
      | Steele Archer | home | no                 |
    When Player1 uses "Telegraph Office"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a dude"

  Scenario: With no dude new this phase the ability is not a play
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.target"
    And Player1 has 10 ghost rock

  Scenario: A dude hired yesterday is not new today
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |
    And Player2's hand is "Bounty Hunter"
    When Player1 hires "Pancho Castillo"
    And the game advances to the High Noon phase of day 2
    Then "Pancho Castillo" is in play
    When Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.target"

  Scenario: Only the Telegraph Office's controller may use it
    Given Player2 has these dudes:
      | dude         | at               | entered this phase |
      | Olivia Jenks | Telegraph Office | yes                |
    When Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.controller"

  Scenario: A booted Telegraph Office cannot be used
    Given Player1's street is "home, Telegraph Office (booted)"
    And Player2 has these dudes:
      | dude         | at   | entered this phase |
      | Olivia Jenks | home | yes                |
    When Player1 tries to use "Telegraph Office"
    Then the play is refused by rule "ability.cost"
