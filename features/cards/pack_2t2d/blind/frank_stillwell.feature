@card:20027 @blind
Feature: Frank Stillwell (blind proof)
  Dude, 2 bullets. After Frank joins the mark's posse or a posse opposing a job, if he is
  wanted, he unboots.
  React: After posses are formed, if Frank is in your posse, send him home booted.

  Frank waits at Player1's home, next to the town square; joining from there boots him.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And it is Player2's turn

  Scenario: Wanted, he joins the mark's posse and unboots
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Frank Stillwell | home        | 1      |
    When Player2 calls out "Pancho Castillo" with "Sloane"
    And Player1 accepts
    And Player1 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is at "Town Square"
    And "Frank Stillwell" is unbooted
    And Player1 is asked to "Select a react"

  Scenario: Not wanted, he stays booted
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Frank Stillwell | home        | 0      |
    When Player2 calls out "Pancho Castillo" with "Sloane"
    And Player1 accepts
    And Player1 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is at "Town Square"
    And "Frank Stillwell" is booted
    And Player1 is asked to "Select a react"

  Scenario: Joining the leader's side of a call out he stays booted
    Given it is Player1's turn
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Frank Stillwell | home        | 1      |
    When Player1 calls out "Sloane" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is at "Town Square"
    And "Frank Stillwell" is booted
    And Player1 is asked to "Select a react"

  Scenario: After posses are formed he may go home booted
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Frank Stillwell | Town Square | 0      |
    When Player2 calls out "Pancho Castillo" with "Sloane"
    And Player1 accepts
    And Player1 adds "Frank Stillwell" to the posse
    And Player1 reacts with "Frank Stillwell (2nd ability)"
    Then "Frank Stillwell" is at "Player1's home"
    And "Frank Stillwell" is booted
    And Player1's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: Wanted, he joins a posse opposing a job and unboots
    Given it is Player2's turn
    And Player2's hand is "A Coach Comes to Town"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Frank Stillwell | home | 1      |
    When Player2 plays "A Coach Comes to Town"
    And Player1 adds "Frank Stillwell" to the posse
    Then "Frank Stillwell" is at "Town Square"
    And "Frank Stillwell" is unbooted
    And Player1 is asked to "Select a react"
