@card:25029 @blind
Feature: Coinneach "Ken" Càrn (blind proof)
  While in Town Square, Ken is worth 1 Control point for every faction among dudes you
  control.

  Pancho Castillo is an Outlaw, Tommy Harden a Law Dog; Ken and Steven Wiles are Drifters.

  Background:
    Given the board "shootout"

  Scenario: In the town square Ken is worth a control point per faction among your dudes
    Given Player1 has these dudes:
      | dude                 | at          |
      | Coinneach "Ken" Càrn | Town Square |
      | Pancho Castillo      | home        |
      | Tommy Harden         | home        |
    Then "Coinneach "Ken" Càrn" has 2 control points
    When Player1 moves "Coinneach "Ken" Càrn" to "General Store"
    Then "Coinneach "Ken" Càrn" has 0 control points

  Scenario: Two dudes of one faction count it once
    Given Player1 has these dudes:
      | dude                 | at          |
      | Coinneach "Ken" Càrn | Town Square |
      | Tommy Harden         | home        |
      | Clyde Owens          | home        |
    Then "Coinneach "Ken" Càrn" has 1 control points

  @ruling:ken-carn-drifters-are-no-faction
  Scenario: Drifters are no faction: Ken among Drifters is worth nothing
    Given Player1 has these dudes:
      | dude                 | at          |
      | Coinneach "Ken" Càrn | Town Square |
      | Steven Wiles         | home        |
    Then "Coinneach "Ken" Càrn" has 0 control points
