Feature: Value for the purpose of opposing card effects
  Rules digest §1.3 (value, 1..13) with the Weird West Edition's "+N value for the purpose
  of opposing card effects" (Tusk): only a card effect of the dude's opponent reads the
  bonus; his printed and current value, and his own side's cards, do not.

  Pancho Castillo has 4 bullets with a Shotgun (Base Set: aces an opposing dude of value
  up to his bullets). Olivia Jenks prints value 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  @rule:effect.opposing_value
  Scenario Outline: An opponent's Shotgun reads the bonus; without it, the printed value
    Given Player2 has these dudes:
      | dude          | at          | attachments |
      | Olivia Jenks  | Town Square | <tusk>      |
      | Steele Archer | Town Square |             |
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Shotgun"
    Then Player1 <may> choose "Olivia Jenks"
    And "Olivia Jenks" has 2 value
    And Player1 is asked to "Select a dude"

    Examples:
      | tusk                      | may     |
      | Tusk (Weird West Edition) | may not |
      |                           | may     |
