@card:20051 @blind
Feature: Jade King Stance (blind proof)
  Action, Technique.
  Noon Technique: Unboot this dude. They gain +2 Kung Fu, +2 bullets, and cannot move from
  this location.

  Bai Yang Chen is Kung Fu 1, value 9 (10 with his Kung Fu), 3 bullets: a pull of 10 or
  less performs it (§7.4). A Noon ability's effects last the day (§8.3).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Jade King Stance"
    And Player1 has these dudes:
      | dude          | at   | booted |
      | Bai Yang Chen | home | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The dude unboots, gains +2 Kung Fu and +2 bullets, and cannot move, for the day
    Given Player1's next pull is "5H"
    When Player1 plays "Jade King Stance"
    Then "Bai Yang Chen" is unbooted
    And "Bai Yang Chen" has 5 bullets
    And "Bai Yang Chen" has 12 value
    When Player2 passes
    And Player1 tries to move "Bai Yang Chen" to "Town Square"
    Then the play is refused by rule "move.cannot_move"
    And "Bai Yang Chen" is at "home"

  Scenario: The effect ends with the day
    Given Player1's next pull is "5H"
    When Player1 plays "Jade King Stance"
    And the game advances to the Upkeep phase of day 2
    Then "Bai Yang Chen" has 3 bullets
    And "Bai Yang Chen" has 10 value

  Scenario: A failed technique does nothing
    Given Player1's next pull is "JH"
    When Player1 plays "Jade King Stance"
    Then "Bai Yang Chen" is booted
    And "Bai Yang Chen" has 3 bullets
