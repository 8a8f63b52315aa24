@card:20027
Feature: Frank Stillwell
  Dude, 2 bullets. After Frank joins the mark's posse or a posse opposing a job, if he is
  wanted, he unboots.

  React: After posses are formed, if Frank is in your posse, send him home booted.

  Frank waits next door at Player1's home, so joining boots him; the town square is next
  to every location.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Steven Wiles    | Town Square | 0      |
      | Frank Stillwell | home        | 1      |

  Scenario: A wanted Frank joining the mark's posse unboots
    Given it is Player1's turn
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is unbooted
    And "Frank Stillwell" is at "Town Square"
    And the log contains "Player2's Frank Stillwell unboots"
    And Player2 is asked to "Select a react"

  Scenario: Not wanted, he stays booted
    Given Player2 has these dudes:
      | dude            | at          | bounty |
      | Steven Wiles    | Town Square | 0      |
      | Frank Stillwell | home        | 0      |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is booted
    And "Frank Stillwell" is at "Town Square"
    And Player2 is asked to "Select a react"

  Scenario: Joining the leader's posse he stays booted
    Given it is Player2's turn
    And Player1 is the first player
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is booted
    And Player2 is asked to "Select a react"

  Scenario: Once the posses are formed he may go home booted
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Frank Stillwell" to the posse
    And Player2 reacts with "Frank Stillwell"
    Then "Frank Stillwell" is at "Player2's home"
    And "Frank Stillwell" is booted
    And Player2's posse is "Steven Wiles"
    And the log contains "Player2 uses Frank Stillwell to send him home booted"
    And Player1 is asked to "Select a casualty"
