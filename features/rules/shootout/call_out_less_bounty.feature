Feature: A caller whose call outs dudes with less bounty cannot refuse
  Rules digest §5.1: an effect on the caller ("Dudes with less bounty than Frank cannot
  refuse his callouts", Frank Bryant 25023) binds only its own call outs, and only callees
  with less bounty than the caller as the call out is made (engine/callout.py).

  Background:
    Given the phase is High Noon

  @rule:callout.must_accept
  Scenario: A callee with less bounty than a caller under "dudes with less bounty cannot refuse" must accept
    Given Player1 has these dudes:
      | dude          | at          | bounty |
      | Allie Hensman | Town Square | 2      |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | Town Square | 2      |
    And "Allie Hensman" gets "dudes with less bounty cannot refuse its call outs" from "Allie Hensman" until end of day
    When Player1 calls out "Olivia Jenks" with "Allie Hensman"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  @rule:callout.refuse
  Scenario: A callee with as much bounty as such a caller may refuse
    Given Player1 has these dudes:
      | dude          | at          | bounty |
      | Allie Hensman | Town Square | 2      |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steele Archer | Town Square | 2      |
    And "Allie Hensman" gets "dudes with less bounty cannot refuse its call outs" from "Allie Hensman" until end of day
    When Player1 calls out "Steele Archer" with "Allie Hensman"
    And Player2 refuses
    Then "Steele Archer" is at "Player2's home"
