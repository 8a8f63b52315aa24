@card:20034
Feature: Ike's Place
  Controller Noon, Boot: Choose a deed on this street or a deed you control. Reduce its
  control points and production to 0 until after the next Upkeep Phase.

  General Store prints 1 production and 1 control point; Bank of California 3 and 2.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Ike's Place, General Store"
    And Player2's street is "home, Bank of California"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |

  Scenario: A deed on this street has no control points and no production until the next Upkeep is over
    When Player1 uses "Ike's Place"
    And Player1 selects "General Store"
    Then "General Store" has 0 control points
    And "General Store" has 0 production
    And "Ike's Place" is booted
    And Player1 has 1 control points
    And the log contains in order:
      """
      Player1 uses Ike's Place on General Store
      Player1 reduces General Store's control points and production to 0
      """
    When the game advances to the Upkeep phase of day 2
    Then "General Store" has 0 production
    And "General Store" has 0 control points
    When the game advances to the High Noon phase of day 2
    Then "General Store" has 1 production
    And "General Store" has 1 control points

  Scenario: Another street's deed only if you control it
    When Player1 uses "Ike's Place"
    Then Player1 may not choose "Bank of California"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "General Store"
    Then "Bank of California" has 2 control points
    And "General Store" has 0 control points

  Scenario: A deed you control on another street
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    When Player1 uses "Ike's Place"
    And Player1 selects "Bank of California"
    Then "Bank of California" has 0 control points
    And "Bank of California" has 0 production

  Scenario: What raised its control points before goes to 0 too
    Given "General Store" gets "control +1" from "General Store" until permanent
    When Player1 uses "Ike's Place"
    And Player1 selects "General Store"
    Then "General Store" has 0 control points

  Scenario: A deed on this street that another player controls
    Given Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 uses "Ike's Place"
    And Player1 selects "General Store"
    Then "General Store" has 0 production

  Scenario: Whoever controls Ike's Place uses it, not its owner
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Ike's Place |
    When Player1 tries to use "Ike's Place"
    Then the play is refused by rule "ability.controller"
