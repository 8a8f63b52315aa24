@card:24226
Feature: Hiding in the Shadows (Weird West Edition)
  Noon: Target one of your dudes. Other players cannot target or affect that dude with
  Shootout abilities.

  "Target ... cannot target or affect" is the 2021 rules' word for the Base Set's "choose
  ... cannot choose or affect" (§8.1), so this printing shares the Base Set script
  (cards/dtr/hiding_in_the_shadows.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Hiding in the Shadows (Weird West Edition), Sun in Yer Eyes"
    And Player2's hand is "Make the Smart Choice"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player2 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |

  Scenario: The hidden dude cannot be chosen by the other player's Shootout abilities
    When Player1 plays "Hiding in the Shadows (Weird West Edition)"
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
    And "Pancho Castillo" has "protected from opponents' shootout abilities" from "Hiding in the Shadows (Weird West Edition)" until end of day
    And "Hiding in the Shadows (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 plays Hiding in the Shadows (Weird West Edition) on Pancho Castillo"
