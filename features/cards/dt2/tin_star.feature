@card:24168
Feature: Tin Star (Weird West Edition)
  This dude gains the Deputy keyword.
  Wanted dudes cannot refuse this dude's call-outs.

  The Base Set Tin Star does not make its dude a Deputy; this printing does, so it has its
  own script (cards/dt2/tin_star.py). Pancho Castillo and Allie Hensman are not Deputies.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Tin Star (Weird West Edition)    |
      | Allie Hensman   | Town Square |             |

  Scenario: A wanted dude called out by the Tin Star's wearer cannot refuse
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks is wanted and cannot refuse a call out from Pancho Castillo"
    And Player2 may not choose "refuse"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1's Pancho Castillo calls out Olivia Jenks"

  Scenario: The Tin Star's dude gains the Deputy keyword while he wears it
    Then "Pancho Castillo" has the keyword "Deputy"
    And "Allie Hensman" does not have the keyword "Deputy"

  Scenario: Without the Tin Star he is no Deputy
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    Then "Pancho Castillo" does not have the keyword "Deputy"
