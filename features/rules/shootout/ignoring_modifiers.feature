Feature: Ignoring opponents' bullet modifiers
  Rules digest §8.3, §1.3: "Target dude ignores all bullet modifiers from opponents'
  actions and abilities" (The Mixer) is read with the dude's bullets: every bullet
  modifier of an effect of an opponent of whoever gave it is left out, a raise as well as
  a penalty, made before or after it; the dude's other stats, and the modifiers of that
  player's own effects, still count. The opponents are those of the player who gave it,
  whoever controls the dude.

  Steven Wiles (Player2) is printed with 3 bullets and 3 influence; Pancho Castillo is Player1's.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @card:24056 @ruling:mixer-ignores-every-opponents-bullet-modifier
  Scenario: An opponent's raise is ignored as well as a penalty, the player's own counts
    Given "Steven Wiles" gets "ignores opponents' bullet modifiers" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets +2" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "influence +1" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "bullets +1" from "Steven Wiles" until end of day
    Then "Steven Wiles" has 4 bullets
    And "Steven Wiles" has 4 influence

  @card:24056
  Scenario: The opponents are those of whoever gave it, not of the dude's controller
    Given "Steven Wiles" gets "ignores opponents' bullet modifiers" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "bullets -1" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets +3" from "Pancho Castillo" until end of day
    Then "Steven Wiles" has 6 bullets
