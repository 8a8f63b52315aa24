@card:22036 @blind
Feature: Jonah's Retreat (blind proof)
  The player who controls Jonah's Retreat collects its production.

  Jonah's Retreat produces 2 and has no control points. On the "main street" board Player1
  (The Sloane Gang, 3) also owns General Store (1) and Telegraph Office (1); Player2's
  outfit and Railroad Station produce 4. Andreas Andregg has 2 influence.

  Background:
    Given the board "main street"
    And the phase is Upkeep
    And Player1's out of town deeds are "Jonah's Retreat"
    And Player1 has 0 ghost rock
    And Player2 has 0 ghost rock

  Scenario: Its owner, in control, collects its production
    Then Player1 controls "Jonah's Retreat"
    And Player1 has 7 ghost rock
    And Player2 has 4 ghost rock

  Scenario: An opponent who controls it by influence collects its production, not its owner
    Given Player2 has these dudes:
      | dude            | at              |
      | Andreas Andregg | Jonah's Retreat |
    Then Player2 controls "Jonah's Retreat"
    And Player1 has 5 ghost rock
    And Player2 has 6 ghost rock
