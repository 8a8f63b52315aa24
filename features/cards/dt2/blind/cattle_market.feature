@card:24122 @blind
Feature: Cattle Market (Weird West Edition) (blind proof)
  If another Ranch is in play, this deed gets +1 control points.
  Dudes at this deed get +3 value.

  Scenario: With another Ranch in play the market has 1 control point
    Given the phase is High Noon
    And Player1's street is "home, Cattle Market (Weird West Edition), Circle M Ranch"
    Then "Cattle Market (Weird West Edition)" has 1 control points

  Scenario: Without another Ranch the market has no control point
    Given the phase is High Noon
    And Player1's street is "home, Cattle Market (Weird West Edition), General Store"
    Then "Cattle Market (Weird West Edition)" has 0 control points

  Scenario: A dude at the market gets +3 value, and loses it when he leaves
    Given the phase is High Noon
    And Player1's street is "home, Cattle Market (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at                                 |
      | Jake Smiley | Cattle Market (Weird West Edition) |
    Then "Jake Smiley" has 4 value
    When Player1 moves "Jake Smiley" to "Player1's home"
    Then "Jake Smiley" has 1 value
