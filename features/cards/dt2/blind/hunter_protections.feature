@card:24123 @blind
Feature: Hunter Protections (blind proof)
  Deed, 1 control point. "Controller Noon, Boot: Boot your dude without a control point
  at this location. Raise their bounty by 2. They get 1 permanent control point."

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, Hunter Protections (Weird West Edition)"

  Scenario: A dude at the deed boots, gets 2 bounty and a permanent control point
    Given Player1 has these dudes:
      | dude         | at                                      |
      | Clint Ramsey | Hunter Protections (Weird West Edition) |
    When Player1 uses "Hunter Protections (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Clint Ramsey" has 2 bounty
    And "Clint Ramsey" has 1 control points
    And Player1 has 3 control points
    And "Hunter Protections (Weird West Edition)" is booted

  Scenario: A dude who already has a control point cannot be chosen
    Given Player1 has these dudes:
      | dude         | at                                      | control points |
      | Clint Ramsey | Hunter Protections (Weird West Edition) | 1              |
    When Player1 tries to use "Hunter Protections (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" has 0 bounty

  Scenario: A dude elsewhere cannot be chosen
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 tries to use "Hunter Protections (Weird West Edition)"
    Then the play is refused by rule "ability.target"
