@card:24105 @blind
Feature: The Mayor's Office (blind proof)
  Deed, Government. "Controller Noon, Boot: Give +1 or -1 influence to a nearby dude."
  Nearby: at this location or an adjacent one. The Mayor's Office is on Player1's
  street next to the General Store; the town square is adjacent to every deed.

  Background:
    Given the board "main street"
    And Player1's street is "home, General Store, The Mayor's Office (Weird West Edition)"

  Scenario: +1 influence to a dude at an adjacent location
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 uses "The Mayor's Office (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 chooses "+1"
    Then "Clint Ramsey" has 2 influence
    And "The Mayor's Office (Weird West Edition)" is booted

  Scenario: -1 influence to an opposing dude at the deed
    Given Player1 has these dudes:
      | dude         | at                                      |
      | Clint Ramsey | The Mayor's Office (Weird West Edition) |
      | Tommy Harden | The Mayor's Office (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                                      |
      | Olivia Jenks | The Mayor's Office (Weird West Edition) |
    When Player1 uses "The Mayor's Office (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "-1"
    Then "Olivia Jenks" has 1 influence

  Scenario: A dude out of town is not nearby
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Blake Ranch |
    When Player1 tries to use "The Mayor's Office (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" has 1 influence

  Scenario: The owner who does not control the deed cannot use it
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude   | at                                      |
      | Sloane | The Mayor's Office (Weird West Edition) |
    When Player1 tries to use "The Mayor's Office (Weird West Edition)"
    Then the play is refused by rule "ability.controller"
