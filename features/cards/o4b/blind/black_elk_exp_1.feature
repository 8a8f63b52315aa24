@card:21017 @blind
Feature: Black Elk (Exp.1) (blind proof)
  If Black Elk is at a deed, he uses his Shaman skill rating to check control of the deed
  instead of his influence.

  Black Elk (Exp.1) has 0 influence and Shaman 3; Olivia Jenks has 2 influence.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Pearly's Palace"

  Scenario: At a deed his Shaman 3 outweighs 2 influence: he controls it
    Given Player1 has these dudes:
      | dude              | at              |
      | Black Elk (Exp.1) | Pearly's Palace |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Pearly's Palace |
    Then Player1 controls "Pearly's Palace"

  Scenario: Not at a deed, his influence stays 0
    Given Player1 has these dudes:
      | dude              | at          |
      | Black Elk (Exp.1) | Town Square |
    Then "Black Elk (Exp.1)" has 0 influence
    And Player1 has 0 influence

  Scenario: Against 3 influence his Shaman 3 only ties: the owner keeps the deed
    Given Player1 has these dudes:
      | dude              | at              |
      | Black Elk (Exp.1) | Pearly's Palace |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Pearly's Palace |
      | Tommy Harden | Pearly's Palace |
    Then Player2 controls "Pearly's Palace"
