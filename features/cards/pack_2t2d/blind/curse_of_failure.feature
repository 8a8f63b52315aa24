@card:20055 @blind
Feature: Curse of Failure (blind proof)
  Action, Condition. This dude loses all keywords, traits, and abilities. This dude's
  bullets, influence, and control points are equal to 0 and cannot be modified. This dude
  gets +1 upkeep. This card cannot be discarded by card effects.
  Noon Job, Boot: Mark an opposing dude. If successful, discard all cards attached to the
  mark and send them home booted; attach this card to the mark.

  Steele Archer (Huckster 2, 2 influence, upkeep 1?) leads; the mark, Olivia Jenks (2
  bullets, 2 influence), carries a Shotgun and has nobody to defend her.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Curse of Failure"
    And Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Player1's home |
    And Player2 has these dudes:
      | dude         | at          | attachments | booted |
      | Olivia Jenks | Town Square | Shotgun     | true   |

  Scenario: A successful job strips the mark, sends her home booted and curses her
    When Player1 plays "Curse of Failure"
    Then Player1 is asked to "x"
