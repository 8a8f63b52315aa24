@card:04013
Feature: Hunter Protections (Election Day Slaughter)
  Deed, Private. Controller Noon, Boot: Boot your dude without a control point at this
  location. Raise their bounty by 2. They permanently get 1 control point. (Same behaviour
  as the Weird West Edition printing, whose script claims this one.)

  Steele Archer already has a control point; Avie Cline stands next door at General
  Store; Player2's Olivia Jenks (less influence than Player1's dudes) stands at the deed.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hunter Protections, General Store"
    And Player1 has these dudes:
      | dude            | at                                      |
      | Pancho Castillo | Hunter Protections |
      | Steele Archer   | Hunter Protections |
      | Avie Cline      | General Store                           |
    And Player2 has these dudes:
      | dude         | at                                      |
      | Olivia Jenks | Hunter Protections |
    And "Steele Archer" gets "control +1" from "Steele Archer" until permanent

  Scenario: Your dude without a control point here is booted, gets 2 bounty and a permanent control point
    When Player1 uses "Hunter Protections"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" has 1 control points
    And "Hunter Protections" is booted
    And the log contains "Player1 boots Pancho Castillo, raises their bounty by 2 and gives them a permanent control point"

  @ruling:hunter-protections-needs-an-unbooted-dude
  Scenario: A booted dude cannot be booted, so he cannot be selected
    Given Player1 has these dudes:
      | dude            | at                                      | booted |
      | Pancho Castillo | Hunter Protections | no     |
      | Steele Archer   | Hunter Protections | no     |
      | Jonah Essex     | Hunter Protections | yes    |
    When Player1 uses "Hunter Protections"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    And Player1 may not choose "Jonah Essex"
