@card:24056
Feature: The Mixer (Weird West Edition)
  Shootout: Target dude ignores all bullet modifiers from opponents' actions and
  abilities.

  Pancho Castillo is printed a stud with 3 bullets. Sun in Yer Eyes gives -2 bullets and
  makes a dude a draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                           | at          |
      | Pancho Castillo                | Town Square |
      | The Mixer (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Pancho Castillo" gets "bullets -2" from "Steven Wiles" until end of day
    And "Pancho Castillo" gets "bullets +1" from "Pancho Castillo" until end of day
    And Player2's hand is "Sun in Yer Eyes"

  @ruling:mixer-ignores-every-opponents-bullet-modifier
  Scenario: The target drops the opponents' bullet modifiers, old and new, and keeps his own
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "The Mixer (Weird West Edition)" to the posse
    Then "Pancho Castillo" has 2 bullets
    When Player1 uses "The Mixer (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And the log contains "Player1 uses The Mixer (Weird West Edition) on Pancho Castillo"
    And "Pancho Castillo" has "ignores opponents' bullet modifiers" from "The Mixer (Weird West Edition)" until end of shootout
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a draw
    And Player1 is asked to "Select a dude"
