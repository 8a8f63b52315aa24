@card:25052
Feature: Puttin' On Airs
  Noon: Your target dude gets +1 influence. You may remove a bounty from them. That dude
  cannot make callouts or join the leader's posse.

  Olivia Jenks prints 2 influence.

  Background:
    Given the board "shootout"
    And Player1's hand is "Puttin' On Airs"

  @ruling:puttin-on-airs-removes-one-bounty
  Scenario: The dude gets +1 influence for the day, loses one bounty, and calls out nobody
    Given Player1 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Puttin' On Airs"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Olivia Jenks"
    And Player1 chooses "remove a bounty"
    Then "Olivia Jenks" has 3 influence
    And "Olivia Jenks" has 1 bounty
    And "Olivia Jenks" has "influence +1, cannot make call outs, cannot join the leader's posse" from "Puttin' On Airs" until end of day
    And the log contains in order:
      """
      Player1 plays Puttin' On Airs on Olivia Jenks
      Player1 gives Olivia Jenks +1 influence; they cannot make call outs or join the leader's posse today
      Player1 removes 1 bounty from Olivia Jenks
      """
    When Player2 passes
    And Player1 tries to call out "Steven Wiles" with "Olivia Jenks"
    Then the play is refused by rule "callout.caller"

  Scenario: The dude cannot join the leader's posse, but may join the mark's
    Given Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Olivia Jenks"
    And Player2 calls out "Allie Hensman" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 adds "Olivia Jenks" to the posse
    Then Player1's posse is "Allie Hensman, Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: Leading a call out, the player cannot bring the dude into the posse
    Given Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player1 calls out "Steven Wiles" with "Allie Hensman"
    And Player2 accepts
    Then Player1's posse is "Allie Hensman"
    And "Olivia Jenks" is at "Town Square"
    And Player1 is asked to "Select a card"

  Scenario: A bounty that cannot go lower stays, and nothing is said removed
    Given Player1 has these dudes:
      | dude   | at          | bounty |
      | Sloane | Town Square | 1      |
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Sloane"
    And Player1 chooses "remove a bounty"
    Then "Sloane" has 1 bounty
    And the log does not contain "Player1 removes 1 bounty from Sloane"
