@card:01118
Feature: Hiding in the Shadows
  Action. Noon: Choose one of your dudes. Other players cannot choose or affect that dude
  with Shootout abilities.

  A Noon ability's effect lasts until the end of the day (§8.3). Xiong "Wendy" Cheng's
  "Shootout, Boot: Send an opposing dude home booted" and Make the Smart Choice are
  Shootout abilities of the other player.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Hiding in the Shadows, Sun in Yer Eyes"
    And Player2's hand is "Make the Smart Choice"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player2 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |

  Scenario: The hidden dude cannot be chosen by the other player's Shootout abilities
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 passes
    And Player1 calls out "Xiong "Wendy" Cheng" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player2 uses "Xiong "Wendy" Cheng"
    Then Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Pancho Castillo"
    And Player2 is asked to "Select a dude"
    And "Pancho Castillo" has "protected from opponents' shootout abilities" from "Hiding in the Shadows" until end of day
    And "Hiding in the Shadows" is in Player1's discard pile
    And the log contains "Player1 plays Hiding in the Shadows on Pancho Castillo"

  Scenario: With only the hidden dude to choose, the other player's Shootout ability is no play
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 passes
    And Player1 calls out "Xiong "Wendy" Cheng" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 passes
    And Player2 tries to use "Xiong "Wendy" Cheng"
    Then the play is refused because "Xiong "Wendy" Cheng has no legal target"
    And the play is refused by rule "ability.target"
    And "Pancho Castillo" is at "Town Square"
    And Player2 is asked to "Select a play"

  Scenario: Its own player's Shootout abilities still choose the hidden dude
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And Player2 passes
    And Player1 calls out "Xiong "Wendy" Cheng" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And Player2 is asked to "Select a play"

  Scenario: Only your own dudes can be hidden
    When Player1 plays "Hiding in the Shadows"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Xiong "Wendy" Cheng"
    And Player1 is asked to "Select a dude"

  Scenario: Hiding in the Shadows is a Noon play, not a Shootout play
    When Player1 calls out "Xiong "Wendy" Cheng" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to play "Hiding in the Shadows"
    Then the play is refused by rule "noon.play_type"
    And Player1 is asked to "Select a play"

  Scenario: The protection ends with the day
    When Player1 plays "Hiding in the Shadows"
    And Player1 selects "Pancho Castillo"
    And the game advances to Sundown
    And the game advances to the Upkeep phase of day 2
    Then it is day 2
    And "Pancho Castillo" has no lasting effects
