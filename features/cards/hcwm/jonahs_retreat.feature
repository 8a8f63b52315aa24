@card:22036
Feature: Jonah's Retreat
  The player who controls Jonah's Retreat collects its production.

  Jonah's Retreat produces 2. Each player's outfit produces 3; Clint
  Ramsey has 1 influence.

  Background:
    Given Player1's street is "home, Jonah's Retreat"

  @rule:upkeep.production
  Scenario: An opponent who controls Jonah's Retreat collects its production, not its owner
    Given Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Jonah's Retreat |
    And the phase is Upkeep
    Then Player2 controls "Jonah's Retreat"
    And the log contains in order:
      """
      Player1 receives 3 ghost rock production
      Player2 receives 5 ghost rock production
      """

  @rule:upkeep.production
  Scenario: Its owner, controlling it, collects its production
    Given the phase is Upkeep
    Then the log contains in order:
      """
      Player1 receives 5 ghost rock production
      Player2 receives 3 ghost rock production
      """
