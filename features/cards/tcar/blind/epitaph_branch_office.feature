@card:19022 @blind
Feature: Epitaph Branch Office (blind proof)
  Controller React, Boot: After victory is checked during Sundown, if you control a dude
  with 1 more more influence and no control points at an opposing player's home, give
  that dude a permanent control point.

  Pancho Castillo has 2 influence; Allie Hensman 0. Steven Wiles (3 influence) keeps
  Player1 from winning at the victory check.

  Scenario: After the victory check, a dude of influence at the opposing home gets a permanent control point
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    When Player1 reacts with "Epitaph Branch Office"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 control points
    And it is day 2
    And Player1 is asked to "Select a card"

  Scenario: A dude with no influence there gets nothing: the day goes on
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has these dudes:
      | dude          | at             |
      | Allie Hensman | Player2's home |
    Then "Allie Hensman" has 0 control points
    And Player2 is asked to "Select a card"

  Scenario: A dude at a home that is not an opposing player's gets nothing
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    Then "Pancho Castillo" has 0 control points
    And Player1 is asked to "Select a card"

  Scenario: A dude who already has a control point gets no other
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has these dudes:
      | dude            | at             | control points |
      | Pancho Castillo | Player2's home | 1              |
    Then "Pancho Castillo" has 1 control points
    And it is day 2
