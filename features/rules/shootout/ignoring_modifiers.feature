Feature: Ignoring opponents' bullet modifiers
  Rules digest §8.3, §1.3: "Target dude ignores all bullet modifiers from opponents'
  actions and abilities" (The Mixer) is read with the dude's bullets: every bullet
  modifier of an effect of an opponent of whoever gave it is left out, a raise as well as
  a penalty, made before or after it; the dude's other stats, and the modifiers of that
  player's own effects, still count. The opponents are those of the player who gave it,
  whoever controls the dude.

  "Cannot have their bullets reduced or changed to a draw by other players' card effects"
  (Onward Christian Soldiers) is read the same way, with the bullets and the shooter type,
  but sets aside only what lowers the bullets or makes a draw.

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

  Scenario: Bullets that other players' card effects cannot reduce: penalties and lower "bullets become N" are set aside
    # "Cannot have their bullets reduced ... by other players' card effects" (Onward
    # Christian Soldiers) is read with the bullets, like The Mixer's flag, but sets aside
    # only what would lower them: the other player's raise still counts, and a "bullets
    # become N" above what the dude has.
    Given "Steven Wiles" gets "bullets not lowered by opponents' card effects" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets -2" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "bullets +1" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "bullets = 0" from "Pancho Castillo" until end of day
    Then "Steven Wiles" has 4 bullets

  Scenario: A "bullets become N" above the printed bullets is no reduction, and still applies
    Given "Steven Wiles" gets "bullets not lowered by opponents' card effects" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets = 5" from "Pancho Castillo" until end of day
    Then "Steven Wiles" has 5 bullets

  Scenario: The other players are those of whoever gave it; that player's own penalties still count
    Given "Steven Wiles" gets "bullets not lowered by opponents' card effects" from "Pancho Castillo" until end of day
    And "Steven Wiles" gets "bullets -1" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "bullets -2" from "Pancho Castillo" until end of day
    Then "Steven Wiles" has 1 bullets

  Scenario: Not changed to a draw by other players' card effects: their draws are set aside
    Given "Steven Wiles" gets "cannot be changed to a draw by opponents' card effects" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "draw" from "Pancho Castillo" until end of day
    Then "Steven Wiles" is a stud

  Scenario: Not changed to a draw by other players' card effects: the giver's own draw still applies
    Given "Steven Wiles" gets "cannot be changed to a draw by opponents' card effects" from "Steven Wiles" until end of day
    And "Steven Wiles" gets "draw" from "Steven Wiles" until end of day
    Then "Steven Wiles" is a draw

  Scenario: A dude printed as a draw stays a draw: the flag stops a change, it makes no stud
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And "Olivia Jenks" gets "cannot be changed to a draw by opponents' card effects" from "Olivia Jenks" until end of day
    Then "Olivia Jenks" is a draw
