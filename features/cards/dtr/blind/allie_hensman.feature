@card:01035 @blind
Feature: Allie Hensman (blind proof)
  Noon, Boot: If Allie is at the town square, she permanently gets 1 control point.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"

  Scenario: At the town square Allie boots and gets a control point
    Given Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points
    And "Allie Hensman" is booted
    And Player1 has 4 control points

  Scenario: Away from the town square she gets no control point
    Given Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | General Store |
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 0 control points

  Scenario: The control point outlasts the day
    Given Player1's street is "home"
    And Player1's out of town deeds is empty
    And Player1 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | Pancho Castillo | home        |
    And Player2 has these dudes:
      | dude                  | at   |
      | Sheriff Dave Montreal | home |
    When Player1 uses "Allie Hensman"
    And Player2 passes
    And Player1 passes
    Then it is day 2
    And "Allie Hensman" has 1 control points

  Scenario: A booted Allie cannot use the ability
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Allie Hensman | Town Square | true   |
    When Player1 tries to use "Allie Hensman"
    Then the play is refused by rule "ability.cost"
    And "Allie Hensman" has 0 control points
