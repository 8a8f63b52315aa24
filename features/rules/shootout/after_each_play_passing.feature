Feature: After each Shootout play, a pass included
  Rules digest §5.4 (step 2: Shootout plays alternate until all pass), §8.1, §8.2: each turn
  of a play window is over — a play resolved, or a pass, asked or made for a player with
  nothing to play — before the next player's turn, and what answers "after each Shootout
  play (including passing)" resolves then (Sgt. Elijah Clay: "... if the opposing posse has
  greater total bounty than total bullets, Elijah becomes a stud and has a minimum bullet
  rating of 3"). The Resolution window's plays are no Shootout plays.
  Steven Wiles has 3 bullets; Elijah is a 3-bullet stud.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Sgt. Elijah Clay | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 4      |

  @rule:play.after
  Scenario: A player with nothing to play passes, and the pass sets it off
    Given Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    Then Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 has no shootout play and passes
      Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets
      """

  @rule:play.after
  Scenario: A pass chosen sets it off too, before the next turn
    Given Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sgt. Elijah Clay" against "Steven Wiles"
    When Player2 passes
    Then the log contains in order:
      """
      Player1 has no shootout play and passes
      Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets
      Player2 passes
      Player1's Sgt. Elijah Clay becomes a stud with a minimum of 3 bullets
      """
    And Player1 is asked to "Select a casualty"
