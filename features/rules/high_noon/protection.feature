Feature: Protection from opposing spells (§8.1 targets, §8.3 effects)
  "Cannot be affected by opposing spells" (Sword of the Spirit) is scoped protection
  (engine/protection.py) of the kind "spells": an ability whose source is a spell, used by
  another player than the dude's controller, can neither choose him nor give him its
  effects; his own controller's spells, and other players' abilities that are no spells,
  still can.

  Blood Curse (Weird West Edition): "Noon Hex 9, Boot: A dude at a nearby location gets -1
  influence and -1 bullets". Steele Archer is a Huckster 2, Avie Cline a Huckster 0.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | attachments                      |
      | Jake Smiley | Town Square |                                  |
      | Avie Cline  | Town Square | Blood Curse (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          | attachments                      |
      | Steele Archer | Town Square | Blood Curse (Weird West Edition) |
    And "Jake Smiley" gets "protected from opponents' spells" from "Jake Smiley" until end of day

  Scenario: An opposing spell cannot choose the dude
    Given it is Player2's turn
    When Player2 uses "Blood Curse (Weird West Edition) #2"
    Then the options are:
      """
      Avie Cline
      Steele Archer
      cancel
      """

  Scenario: His own controller's spell still can
    Given Player1's next pull is "9H"
    When Player1 uses "Blood Curse (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 0 bullets
