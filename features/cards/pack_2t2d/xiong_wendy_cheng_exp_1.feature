@card:20021
Feature: Xiong "Wendy" Cheng (Exp.1)
  Dude, Deputy, 3 bullets (stud). Opposing wanted dudes at Wendy's location have -2 value.

  Shootout, Boot: Choose an opposing dude. Send them home booted. If they have bounty
  greater than their grit, discard them.

  Steven Wiles is 8S with 3 bullets and 3 influence (grit 14). Steele Archer is 4S with 0
  bullets and 2 influence (grit 6; 4 at Wendy's location while wanted).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                        | at          |
      | Xiong "Wendy" Cheng (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude                           | at          | bounty |
      | Steven Wiles                   | Town Square | 1      |
      | Steele Archer                  | Town Square | 7      |
      | Olivia Jenks                   | Town Square | 0      |

  Scenario: Opposing wanted dudes at her location have -2 value, others do not
    Given Player1 has these dudes:
      | dude                        | at          | bounty |
      | Xiong "Wendy" Cheng (Exp.1) | Town Square | 0      |
      | Pancho Castillo             | Town Square | 1      |
    Then "Steven Wiles" has 6 value
    And "Pancho Castillo" has 5 value
    And "Olivia Jenks" has 2 value
    When Player1 moves "Xiong "Wendy" Cheng (Exp.1)" to "Player1's home"
    Then "Steven Wiles" has 8 value

  Scenario: She sends an opposing dude home booted; his bounty is not above his grit, so he stays in play
    When Player1 calls out "Steven Wiles" with "Xiong "Wendy" Cheng (Exp.1)"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Steven Wiles" is in play
    And "Xiong "Wendy" Cheng (Exp.1)" is booted
    And Player2's posse is "Olivia Jenks"
    And the log contains "Player1 uses Xiong "Wendy" Cheng (Exp.1) to send Steven Wiles home booted"
    And the log does not contain "Player1 discards Steven Wiles: their bounty is greater than their grit"
    And Player1 is asked to "Select a casualty"

  @ruling:wendy-exp-reads-grit-once-home
  Scenario: A dude whose bounty is greater than his grit is discarded, his bounty collected
    Given Player1 has 0 ghost rock
    When Player1 calls out "Steven Wiles" with "Xiong "Wendy" Cheng (Exp.1)"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 is done
    And Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    Then Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    Then Player1 has 7 ghost rock
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a casualty"
    And the log contains "Player1 discards Steele Archer: their bounty is greater than their grit"

  @ruling:wendy-exp-reads-grit-once-home
  Scenario: Bounty equal to his grit at home is not enough: her -2 value is gone once he is home
    Given Player2 has these dudes:
      | dude                           | at          | bounty |
      | Steven Wiles                   | Town Square | 1      |
      | Steele Archer                  | Town Square | 6      |
    When Player1 calls out "Steven Wiles" with "Xiong "Wendy" Cheng (Exp.1)"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is in play
    And "Steele Archer" has 6 grit
    And "Steele Archer" has 6 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: A dude Shield of Faith spares from her discard stays, and no line says he was discarded
    Ezrael Jones (Blessed 1) casts Shield of Faith for Player2 first: another player's card
    effects cannot discard Player2's dudes. Steele Archer (bounty 7, grit 4 here) goes home
    booted and stays in play.
    Given Player2 has these dudes:
      | dude          | at          | bounty | attachments                          |
      | Steele Archer | Town Square | 7      |                                      |
      | Ezrael Jones  | Town Square | 0      | Shield of Faith (Weird West Edition) |
    And a shootout at "Town Square" led by "Xiong "Wendy" Cheng (Exp.1)" against "Steele Archer"
    And Player2's posse is "Steele Archer, Ezrael Jones"
    And Player2's next pull is "6H"
    When Player1 passes
    And Player2 uses "Shield of Faith (Weird West Edition)"
    And Player1 uses "Xiong "Wendy" Cheng (Exp.1)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is in play
    And the log contains "Steele Archer cannot be discarded by another player's card effects"
    And the log does not contain "discards Steele Archer"
    And Player2 is asked to "Select a card"
