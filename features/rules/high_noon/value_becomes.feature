Feature: A value that becomes N
  Rules digest §1.3 (value, 1..13) and §8.3 (lasting effects): "change <this dude>'s value
  to that card's value" (The Angler, `effects.set_value`) replaces the value; modifiers
  still apply on top of it, and the value reads clamped to 1..13.

  Olivia Jenks prints value 2.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The value becomes N
    Given "Olivia Jenks" gets "value = 9" from "Olivia Jenks" until end of day
    Then "Olivia Jenks" has 9 value

  Scenario: A modifier still applies on top of the new value
    Given "Olivia Jenks" gets "value = 9" from "Olivia Jenks" until end of day
    And "Olivia Jenks" gets "value +3" from "Olivia Jenks" until end of day
    Then "Olivia Jenks" has 12 value

  Scenario: The new value with its modifiers is still read at most 13
    Given "Olivia Jenks" gets "value = 12" from "Olivia Jenks" until end of day
    And "Olivia Jenks" gets "value +3" from "Olivia Jenks" until end of day
    Then "Olivia Jenks" has 13 value
