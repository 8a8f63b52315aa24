Feature: Call-out rules tied to the caller
  Rules digest §5.1: an effect on the caller ("wanted dudes cannot refuse a call-out from
  this dude") binds only its own call outs, and only callees who are wanted; one that makes
  its call outs unrefusable ("dudes may not refuse your call outs at Holy Grounds") binds
  every callee of that caller, and no other caller's.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Steele Archer | Town Square |       |
    And "Jake Smiley" gets "wanted dudes cannot refuse its call outs" from "Jake Smiley" until end of day

  @rule:callout.must_accept
  Scenario: A wanted callee of such a caller must accept
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"
    And the log contains "Player1's Jake Smiley calls out Olivia Jenks"

  @rule:callout.refuse
  Scenario: A callee who is not wanted may refuse such a caller
    When Player1 calls out "Steele Archer" with "Jake Smiley"
    And Player2 refuses
    Then "Steele Archer" is at "Player2's home"
    And the log contains "Player2 refuses: Steele Archer runs home booted"

  @rule:callout.refuse
  Scenario: Another caller's call out may still be refused by the wanted dude
    When Player1 calls out "Olivia Jenks" with "Allie Hensman"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player2 refuses: Olivia Jenks runs home booted"

  @rule:callout.must_accept
  Scenario: No callee may refuse a caller whose call outs cannot be refused, wanted or not
    Given "Allie Hensman" gets "its call outs cannot be refused" from "Allie Hensman" until end of day
    When Player1 calls out "Steele Archer" with "Allie Hensman"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    And Player2 is asked to "Select an option"

  @rule:callout.refuse
  Scenario: The caller's flag binds only its own call outs
    Given "Allie Hensman" gets "its call outs cannot be refused" from "Allie Hensman" until end of day
    When Player1 calls out "Steele Archer" with "Jake Smiley"
    And Player2 refuses
    Then "Steele Archer" is at "Player2's home"
