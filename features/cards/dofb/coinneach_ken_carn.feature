@card:25029
Feature: Coinneach "Ken" Càrn
  While in Town Square, Ken is worth 1 Control point for every faction among dudes you
  control.

  Pancho Castillo and Barton Everest are Outlaws, Clyde Owens a Law Dog, Empty Schell of The
  Fourth Ring; Jake Smiley and Ken are Drifters.

  @ruling:ken-carn-drifters-are-no-faction
  Scenario: In the town square Ken counts each faction among your dudes once, Drifters none
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                 | at             |
      | Coinneach "Ken" Càrn | Town Square    |
      | Pancho Castillo      | Player1's home |
      | Barton Everest       | Player1's home |
      | Clyde Owens          | Player1's home |
      | Empty Schell         | Player1's home |
      | Jake Smiley          | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Roger Wilcox | Player2's home |
    Then "Coinneach "Ken" Càrn" has 3 control points
    And Player1 has 3 control points
    When Player1 moves "Coinneach "Ken" Càrn" to "Player1's home"
    Then "Coinneach "Ken" Càrn" has 0 control points

  Scenario: With only Drifters Ken is worth nothing in the town square
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                 | at          |
      | Coinneach "Ken" Càrn | Town Square |
      | Jake Smiley          | Town Square |
    Then "Coinneach "Ken" Càrn" has 0 control points
