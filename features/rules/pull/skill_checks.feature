Feature: Skill checks and spells
  Rules digest §7.1–7.2: a skill check succeeds when the pulled value plus the dude's
  skill rating reaches the difficulty; by how much it succeeds (or fails) is kept for
  "successful by N" texts. A spell is cast by the dude it is attached to, who needs the
  spell's skill (a Hex needs a Huckster, whatever his rating, even 0); its cost usually
  boots the spell, not the caster. In a shootout only a dude in a posse casts.

  Soul Blast (Hex): "Shootout Hex X, Boot: Choose a dude in this shootout. X is that
  dude's grit. If successful, send the dude home booted. If successful by 6 or more,
  ace the dude instead. If unsuccessful, move this Huckster home booted."
  Grit is value + bullets + influence: Olivia Jenks 2 + 2 + 2 = 6; Pancho Castillo
  5 + 3 + 2 = 10. Steele Archer is a Huckster 2, Avie Cline a Huckster 0.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:pull.skill_check
  Scenario Outline: The pulled value plus the skill rating against the difficulty
    Given Player1 has these dudes:
      | dude     | at          | attachments |
      | <caster> | Town Square | Soul Blast  |
    And Player1's next pull is "<pull>"
    When Player1 calls out "Olivia Jenks" with "<caster>"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "<olivia is at>"
    And "<caster>" is at "<caster is at>"
    And the log contains "Player1's <caster> <outcome> against difficulty 6"
    And <survivor> is asked to "Select a dude"

    Examples:
      | caster        | pull | outcome                       | olivia is at   | caster is at   | survivor |
      | Steele Archer | 4H   | succeeds by 0 with 4H + 2 = 6 | Player2's home | Town Square    | Player1  |
      | Steele Archer | 3H   | fails by 1 with 3H + 2 = 5    | Town Square    | Player1's home | Player2  |
      | Avie Cline    | 6H   | succeeds by 0 with 6H + 0 = 6 | Player2's home | Town Square    | Player1  |
      | Avie Cline    | 5H   | fails by 1 with 5H + 0 = 5    | Town Square    | Player1's home | Player2  |

  @rule:spell.cast
  Scenario: The spell's dude casts it; the spell boots, the caster does not
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's next pull is "9H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Soul Blast" is booted
    And "Steele Archer" is unbooted
    And "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer casts Soul Blast on Olivia Jenks
      Player1 pulls 9H
      Player1's Steele Archer succeeds by 5 with 9H + 2 = 11 against difficulty 6
      Player1 uses Soul Blast to send Olivia Jenks home booted
      """

  @rule:pull.skill_check
  Scenario: Successful by 6 or more: the check keeps the margin
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 6 with 10H + 2 = 12 against difficulty 6
      Player1 uses Soul Blast to ace Olivia Jenks
      """

  @rule:spell.cast
  Scenario: The difficulty X is the target's grit
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "7H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Steele Archer" is at "Player1's home"
    And "Steele Archer" is booted
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer fails by 1 with 7H + 2 = 9 against difficulty 10
      Player1's Steele Archer goes home booted
      """

  @rule:spell.cast
  Scenario: A dude without the spell's skill cannot cast it
    Given Player1 has these dudes:
      | dude            | at          | attachments         |
      | Pancho Castillo | Town Square | Soul Blast, Shotgun |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may choose "use Shotgun"
    And Player1 may not choose "use Soul Blast"
    And "Soul Blast" is unbooted
    And the log does not contain "Player1's Pancho Castillo casts Soul Blast on Olivia Jenks"

  @rule:spell.cast
  Scenario: In a shootout, a Huckster outside the posses cannot cast
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Soul Blast  |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a play"
    And Player1 may choose "use Shotgun"
    And Player1 may not choose "use Soul Blast"
    And the log contains "Player1 forms a posse of Pancho Castillo"

  @rule:spell.cast
  Scenario: The same Huckster in the posse may cast
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Soul Blast  |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    Then Player1 is asked to "Select a play"
    And Player1 may choose "use Shotgun"
    And Player1 may choose "use Soul Blast"
    And the log contains "Player1 forms a posse of Pancho Castillo, Steele Archer"

  @rule:spell.cast @card:24194
  Scenario: A casting bonus adds to the pull of a spell with its keyword only
    # "While casting Hymns, Stevie gets +4 Blessed skill": the bonus is a flag on the
    # dude, added to his spell pull when the spell has one of its keywords (engine.spells);
    # two such flags both count. Confession is a Miracle, not a Hymn.
    Given Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Ezrael Jones | Town Square | Confession (Weird West Edition) |
    And "Ezrael Jones" gets "casts hymn spells 4 higher" from "Ezrael Jones" until end of day
    And "Ezrael Jones" gets "casts miracle/hex spells 2 higher" from "Ezrael Jones" until end of day
    And "Ezrael Jones" gets "casts miracle spells 1 higher" from "Ezrael Jones" until end of day
    And Player1's next pull is "2H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then the log contains "Player1's Ezrael Jones succeeds by 0 with 2H + 4 = 6 against difficulty 6"
