@card:01095
Feature: Tin Star
  Goods. Wanted dudes cannot refuse a call-out from this dude.

  Pancho Castillo wears the Tin Star; the rule binds call outs he makes, not those made
  against him, and only wanted callees.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Tin Star    |
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

  Scenario: The wanted dude accepts and the shootout starts
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    And "Olivia Jenks" is unbooted
    And the log contains in order:
      """
      Player1's Pancho Castillo calls out Olivia Jenks
      Player2 accepts: Olivia Jenks faces Pancho Castillo
      """

  Scenario: A dude who is not wanted may still refuse the wearer's call out
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the log contains "Player2 refuses: Olivia Jenks runs home booted"

  Scenario: A wanted dude may refuse a call out from a dude without the Tin Star
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Allie Hensman"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player2 refuses: Olivia Jenks runs home booted"

  Scenario: The Tin Star does not bind call outs made against its wearer
    Given Player1 has these dudes:
      | dude            | at          | attachments | bounty |
      | Pancho Castillo | Town Square | Tin Star    | 1      |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Tin Star    |
      | Steele Archer | Town Square |            |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steele Archer"
    And Player1 refuses
    Then "Pancho Castillo" is at "Player1's home"
    And the log contains "Player1 refuses: Pancho Castillo runs home booted"

  Scenario: Once the Tin Star is gone, a wanted dude may refuse again
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And the log contains "Player2 refuses: Olivia Jenks runs home booted"
