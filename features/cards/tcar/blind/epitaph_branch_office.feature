@card:19022 @blind
Feature: Epitaph Branch Office (blind proof)
  Controller React, Boot: After victory is checked during Sundown, if you control a dude
  with 1 more more influence and no control points at an opposing player's home, give
  that dude a permanent control point.

  Pancho Castillo has 2 influence; Allie Hensman 0.

  Scenario: After the victory check, a dude of influence at the opposing home gets a permanent control point
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    When Player1 reacts with "Epitaph Branch Office"
    Then "Pancho Castillo" has 1 control points
    And "Epitaph Branch Office" is booted

  Scenario: A dude with no influence there gets nothing
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player1 has these dudes:
      | dude          | at             |
      | Allie Hensman | Player2's home |
    When Player1 reacts with "Epitaph Branch Office"
    Then "Allie Hensman" has 0 control points

  Scenario: A dude at a home that is not an opposing player's gets nothing
    Given the phase is Sundown
    And Player1's street is "home, Epitaph Branch Office"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 reacts with "Epitaph Branch Office"
    Then "Pancho Castillo" has 0 control points
