@card:01068 @blind
Feature: Cattle Market (blind proof)
  This deed has 1 control point if another Ranch is in play.
  All dudes have their value raised by 3 while at this deed.

  Board "main street": Player1 owns Blake Ranch (a Ranch, out of town). Pancho
  Castillo's value is 5, Clint Ramsey's 11, Avie Cline's 10 (values read at most 13, §1.3).

  Background:
    Given the board "main street"
    And Player1's street is "home, Cattle Market"

  Scenario: With another Ranch in play the Cattle Market has 1 control point
    Then "Cattle Market" has 1 control points
    And Player1 has 1 control points

  Scenario: With no other Ranch in play the Cattle Market has no control point
    Given Player1's out of town deeds are empty
    Then "Cattle Market" has 0 control points
    And Player1 has 0 control points

  Scenario: An opponent's Ranch counts too
    Given Player1's out of town deeds are empty
    And Player2's out of town deeds are "Blake Ranch"
    Then "Cattle Market" has 1 control points

  Scenario: Any dude at the Cattle Market has his value raised by 3, and only there
    Given Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | Cattle Market |
    And Player2 has these dudes:
      | dude         | at            |
      | Clint Ramsey | Cattle Market |
      | Avie Cline   | Town Square   |
    Then "Pancho Castillo" has 8 value
    And "Clint Ramsey" has 13 value
    And "Avie Cline" has 10 value
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" has 5 value
