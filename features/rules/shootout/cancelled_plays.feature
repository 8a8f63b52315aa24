Feature: A declared play cancelled before it resolves
  Rules digest §8.1: a play is declared — its targets chosen and its costs paid — and then
  resolves; reacts to the declaration come between. One that cancels it ("cancel that
  ability (the card is discarded without effect)", Agent Moquin) leaves its costs paid and
  its card gone to the discard pile, and its effect never happens.

  Sun in Yer Eyes (cost 0): "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw." Pancho Castillo: a stud with 3 bullets.

  Background:
    Given the board "shootout"
    And it is Player2's turn
    And Player2's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          |
      | Agent Moquin    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Agent Moquin"

  @rule:ability.cancelled
  Scenario: The cancelled action card is discarded and its effect never happens
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    And Player1 reacts with "Agent Moquin"
    Then "Sun in Yer Eyes" is in Player2's discard pile
    And "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" is a stud
    And the log contains "Player2's Sun in Yer Eyes is cancelled"
    And Player1 is asked to "Select a dude"

  Scenario: Not cancelled, the same play resolves
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    And Player1 passes
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And "Sun in Yer Eyes" is in Player2's discard pile
    And Player1 is asked to "Select a dude"
