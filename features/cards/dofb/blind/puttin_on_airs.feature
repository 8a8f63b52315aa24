@card:25052 @blind
Feature: Puttin' On Airs (blind proof)
  "Noon: Your target dude gets +1 influence. You may remove a bounty from them. That dude
  cannot make callouts or join the leader's posse."

  Jake Smiley: 0 influence.

  Background:
    Given the board "shootout"
    And Player1's hand is "Puttin' On Airs"
    And Player1 has these dudes:
      | dude        | at          | bounty |
      | Jake Smiley | Town Square | 2      |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Your dude gets +1 influence for the day and may shed a bounty
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "remove a bounty"
    Then "Jake Smiley" has 1 influence
    And "Jake Smiley" has 1 bounty

  Scenario: That dude can no longer call anyone out
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "keep the bounty"
    Then "Jake Smiley" has 2 bounty
    When Player2 passes
    And Player1 tries to call out "Pancho Castillo" with "Jake Smiley"
    Then the play is refused by rule "callout.caller"
    And "Jake Smiley" is at "Town Square"
