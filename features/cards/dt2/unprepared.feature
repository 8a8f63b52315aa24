@card:24248
Feature: Unprepared (Weird West Edition)
  Shootout: Boot a dude and give them -1 bullets. They cannot use their abilities.
  Shootout: Boot up to 2 cards attached to a dude. Those cards lose all traits, abilities,
  and bullet bonuses.

  The Base Set Unprepared does both to one dude and all their attached cards; this
  printing prints two abilities, its player plays one, and the second reaches up to 2
  attached cards, so it has its own script (cards/dt2/unprepared.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Unprepared (Weird West Edition), Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments                       |
      | Steven Wiles  | Town Square | Shotgun                           |
      | Rémy LaPointe | Town Square |                                   |
      | Olivia Jenks  | Town Square | Flame-Thrower, Force Field, Pinto |

  Scenario: The first ability boots the dude, who gets -1 bullets and cannot use abilities
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Rémy LaPointe" to the posse
    And Player2 is done
    And Player1 plays "Unprepared (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Shotgun" is unbooted
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" has "bullets -1, cannot use abilities" from "Unprepared (Weird West Edition)" until end of shootout
    And "Unprepared (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 plays Unprepared (Weird West Edition) on Steven Wiles"
    And Player2 is asked to "Select a play"

  Scenario: A dude caught unprepared cannot use his abilities
    When Player1 calls out "Rémy LaPointe" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Unprepared (Weird West Edition)"
    And Player1 selects "Rémy LaPointe"
    And Player2 tries to use "Rémy LaPointe"
    Then the play is refused because "Rémy LaPointe cannot use its abilities"
    And the play is refused by rule "ability.condition"
    And "Rémy LaPointe" has 0 bullets
    And "Rémy LaPointe" is booted
    And Player2 is asked to "Select a play"

  Scenario: The second ability boots and blanks up to 2 cards attached to a dude
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    Then "Olivia Jenks" is a stud
    When Player1 plays "Unprepared (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a card"
    When Player1 selects "Flame-Thrower"
    And Player1 selects "Force Field"
    Then "Flame-Thrower" is booted
    And "Force Field" is booted
    And "Pinto" is unbooted
    And "Olivia Jenks" is unbooted
    And "Olivia Jenks" is a draw
    And "Olivia Jenks" has 2 bullets
    And "Force Field" has "blank" from "Unprepared (Weird West Edition)" until end of shootout
    And "Olivia Jenks" has no lasting effects
    And the log contains in order:
      """
      Player1 plays Unprepared (Weird West Edition) on Olivia Jenks's attachments
      Player1 boots Flame-Thrower
      Player1 boots Force Field
      """
    And Player2 is asked to "Select a play"

  Scenario: The first ability offers only dudes in this shootout
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Clint Ramsey    | Town Square | Shotgun     |
    When Player1 calls out "Rémy LaPointe" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    And Player1 plays "Unprepared (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Rémy LaPointe"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"

  Scenario: The second ability offers only dudes in this shootout with attached cards
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Clint Ramsey    | Town Square | Shotgun     |
    When Player1 calls out "Rémy LaPointe" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    And Player1 plays "Unprepared (Weird West Edition) (2nd ability)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Rémy LaPointe"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
