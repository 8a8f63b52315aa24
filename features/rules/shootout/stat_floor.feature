Feature: A stat that cannot be less than N
  Rules digest §1.3: "he cannot have less than 2 bullets" (Zeb Whateley-Dupont) is read
  with the dude's bullets: whatever lowers them, made before or after, they read at least
  2; what raises them still counts above 2; the floor is not a bonus (a dude already above
  it keeps his bullets).

  Steven Wiles (Player2) is printed with 3 bullets.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:effect.at_least
  Scenario: Penalties before and after the floor leave him at the floor
    Given "Steven Wiles" gets "bullets -2" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets at least 2" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets -1" from "Steven Wiles" until end of day
    Then "Steven Wiles" has 2 bullets

  Scenario: Above the floor the bullets are his own, raises included
    Given "Steven Wiles" gets "bullets at least 2" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets +1" from "Steven Wiles" until end of day
    Then "Steven Wiles" has 4 bullets

  Scenario: A "bullets become N" under the floor reads the floor
    Given "Steven Wiles" gets "bullets = 0" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets at least 2" from "Steven Wiles" until end of day
    Then "Steven Wiles" has 2 bullets

  Scenario: The floor ends with its effect
    Given "Steven Wiles" gets "bullets -3" from "Steven Wiles" until permanent
    And "Steven Wiles" gets "bullets at least 2" from "Steven Wiles" until end of phase
    Then "Steven Wiles" has 2 bullets
    When the game advances to Sundown
    Then "Steven Wiles" has 0 bullets
