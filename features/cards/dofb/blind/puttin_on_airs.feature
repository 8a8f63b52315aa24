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

  Scenario: Only your own dude may be its target
    When Player1 plays "Puttin' On Airs"
    Then Player1 may choose "Jake Smiley"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: That dude cannot join the leader's posse
    Given Player1 has these dudes:
      | dude           | at          | bounty |
      | Jake Smiley    | Town Square | 2      |
      | Barton Everest | Town Square | 0      |
    When Player1 plays "Puttin' On Airs"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "keep the bounty"
    And Player2 passes
    And Player1 calls out "Pancho Castillo" with "Barton Everest"
    And Player2 accepts
    Then Player1's posse is "Barton Everest"
    And "Jake Smiley" has 1 influence
    And Player1 is asked to "Select a card"
