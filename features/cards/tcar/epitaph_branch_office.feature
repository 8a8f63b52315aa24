@card:19022
Feature: Epitaph Branch Office
  Controller React, Boot: After victory is checked during Sundown, if you control a dude with
  1 more more influence and no control points at an opposing player's home, give that dude a
  permanent control point.

  Clint Ramsey has 1 influence, Allie Hensman 0. Steven Wiles (3 influence) keeps anyone from
  winning in the victory check.

  Background:
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"

  Scenario: A dude with influence at an opposing home gets a permanent control point
    Given Player1 has these dudes:
      | dude            | at             |
      | Clint Ramsey    | Player2's home |
      | Pancho Castillo | Player2's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 reacts with "Epitaph Branch Office"
    Then Player1 may choose "Clint Ramsey"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 control points
    And "Clint Ramsey" has 0 control points
    And the log contains in order:
      """
      Player1 uses Epitaph Branch Office
      Player1 gives Pancho Castillo a permanent control point
      """
    And Player1 is asked to "Select a card"

  Scenario: No dude with 1 or more influence and no control points at an opposing home: nothing to react to
    Given Player1 has these dudes:
      | dude            | at             | control points |
      | Allie Hensman   | Player2's home |                |
      | Clint Ramsey    | Town Square    |                |
      | Pancho Castillo | Player2's home | 1              |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 tries to react with "Epitaph Branch Office"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey" has 0 control points
    And "Allie Hensman" has 0 control points

  Scenario: Whoever controls the deed uses it, for a dude at another player's home
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at                    |
      | Steven Wiles    | Epitaph Branch Office |
      | Pancho Castillo | Player1's home        |
    When Player2 reacts with "Epitaph Branch Office"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 control points
    And Player1 is asked to "Select a card"
