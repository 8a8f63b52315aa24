@card:20047 @blind
Feature: Guiding Wind (blind proof)
  Spell, Spirit.
  Shootout Spirit 8, Boot: Choose an opposing dude or your non-token dude. Set that dude's
  bullets to equal to their influence, or 3, whichever is lower.

  Bloody Teeth is a Shaman 1: a pull of 7 casts it. Pancho Castillo has 3 bullets and 2
  influence; Steele Archer 0 bullets and 2 influence; Sloane 4 bullets and 3 influence,
  raised to 5 influence here.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments  |
      | Bloody Teeth  | Town Square | Guiding Wind |
      | Steele Archer | Town Square |              |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's next pull is "7H"

  Scenario: An opposing dude's bullets become his influence
    When Player1 calls out "Pancho Castillo" with "Bloody Teeth"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Guiding Wind"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Guiding Wind" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Your own dude's bullets rise to his influence
    When Player1 calls out "Pancho Castillo" with "Bloody Teeth"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player2 is done
    And Player1 uses "Guiding Wind"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: At most 3
    Given Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And "Sloane" gets "influence +2" from "Sloane" until end of day
    When Player1 calls out "Sloane" with "Bloody Teeth"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Guiding Wind"
    And Player1 selects "Sloane"
    Then "Sloane" has 3 bullets
    And Player2 is asked to "Select a casualty"
