@card:01134
Feature: Unprepared
  Action. Shootout: Choose a dude. Boot that dude and their attached cards. That dude gets
  –1 bullets and cannot use their abilities. Their attached cards lose all traits,
  abilities, and bullet bonuses.

  Any dude in this shootout may be chosen. Steven Wiles has 3 bullets, 4 with a Shotgun;
  Olivia Jenks is a draw with 2 bullets, a stud with 3 while she carries the
  Flame-Thrower. Rémy LaPointe's ability costs no boot, nor does Force Field's.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Unprepared, Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments                  |
      | Steven Wiles  | Town Square | Shotgun                      |
      | Rémy LaPointe | Town Square |                              |
      | Olivia Jenks  | Town Square | Flame-Thrower, Force Field   |

  Scenario: The dude and its attachments boot; it gets -1 bullets and its weapon's bonus is gone
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Unprepared"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Shotgun" is booted
    And "Steven Wiles" has 2 bullets
    And "Shotgun" has "blank" from "Unprepared" until end of shootout
    And "Steven Wiles" has "bullets -1, cannot use abilities" from "Unprepared" until end of shootout
    And "Unprepared" is in Player1's discard pile
    And the log contains "Player1 plays Unprepared on Steven Wiles"
    And Player2 is asked to "Select a play"

  Scenario: The dude cannot use its abilities
    When Player1 calls out "Rémy LaPointe" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Unprepared"
    And Player1 selects "Rémy LaPointe"
    And Player2 tries to use "Rémy LaPointe"
    Then the play is refused because "Rémy LaPointe cannot use its abilities"
    And the play is refused by rule "ability.condition"
    And "Rémy LaPointe" has 0 bullets
    And Player2 has 5 ghost rock
    And Player2 is asked to "Select a play"

  Scenario: Attached cards lose their traits and abilities
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    Then "Olivia Jenks" is a stud
    When Player1 plays "Unprepared"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 1 bullets
    And "Flame-Thrower" is booted
    And "Force Field" is booted
    And "Force Field" has "blank" from "Unprepared" until end of shootout
    And Player2 is asked to "Select a play"

  Scenario: Only dudes in this shootout can be chosen
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Unprepared"
    Then Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Rémy LaPointe"
    And Player1 is asked to "Select a dude"

  Scenario: Unprepared is a Shootout play, not a High Noon action
    When Player1 tries to play "Unprepared"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" is unbooted

  Scenario: Everything comes back at the end of the shootout, but the boots stay
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Rémy LaPointe" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 plays "Unprepared"
    And Player1 selects "Olivia Jenks"
    And both players pass
    And Player2 picks "Rémy LaPointe" as shooter
    And Player2 covers the casualties with "Rémy LaPointe"
    And Player2 runs with "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets
    And "Force Field" has no lasting effects
    And "Olivia Jenks" has no lasting effects
    And "Force Field" is booted
