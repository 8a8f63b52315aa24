@card:20051
Feature: Jade King Stance
  Action, Technique. Noon Technique: Unboot this dude. They gain +2 Kung Fu, +2 bullets, and
  cannot move from this location.

  Xui Yin Chen prints value 4, 1 bullet and Kung Fu 3: value 7 in play, the most his Kung Fu
  test's pull may show.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Jade King Stance"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Xui Yin Chen    | home | yes    |
      | Pancho Castillo | home | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:kung_fu.test
  Scenario: He unboots with +2 Kung Fu and +2 bullets for the day, and cannot move
    Given Player1's next pull is "7D"
    When Player1 plays "Jade King Stance"
    Then "Xui Yin Chen" is unbooted
    And "Xui Yin Chen" has 3 bullets
    And "Xui Yin Chen" has 9 value
    And "Xui Yin Chen" has "kung fu +2, bullets +2, cannot move" from "Jade King Stance" until end of day
    And the log contains "Player1's Xui Yin Chen gets +2 Kung Fu and +2 bullets and cannot move"
    When Player2 passes
    And Player1 tries to move "Xui Yin Chen" to "Town Square"
    Then the play is refused by rule "move.cannot_move"
    And "Xui Yin Chen" is at "Player1's home"

  @rule:move.cannot_move
  Scenario: He cannot join a posse at another location: his player is not even asked
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Xui Yin Chen    | home        | yes    |
      | Pancho Castillo | Town Square | no     |
    And Player1's next pull is "7D"
    When Player1 plays "Jade King Stance"
    And Player2 passes
    And Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And "Xui Yin Chen" is at "Player1's home"
    And Player2 is asked to "Select a casualty"

  Scenario: A pull above his value fails: he stays booted, without the bonuses
    Given Player1's next pull is "8D"
    When Player1 plays "Jade King Stance"
    Then "Xui Yin Chen" is booted
    And "Xui Yin Chen" has 1 bullets
    And "Xui Yin Chen" has 7 value
