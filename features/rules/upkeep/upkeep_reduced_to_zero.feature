Feature: Upkeep reduced to 0 for a while
  Rules digest §1.3, §3.2, §8.3: "reduce their upkeep to 0 until after the next Upkeep"
  (California Tax Office) makes the dude's upkeep 0, the extra upkeep an off-faction dude
  pays by his influence included, through the next Upkeep phase; after it his upkeep is
  back.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1's street is "home, California Tax Office (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    # Pancho Castillo: Outlaws, upkeep 2, influence 2, working for the Law Dogs
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has 4 ghost rock

  @rule:economy.upkeep.faction @rule:upkeep.pay
  Scenario: An off-faction dude's upkeep, his influence included, is 0 through the next Upkeep
    Then "Pancho Castillo" has 4 upkeep
    When Player1 uses "California Tax Office (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "pay their upkeep"
    Then Player2 has 0 ghost rock
    And "Pancho Castillo" has 0 upkeep
    When the game advances to the High Noon phase of day 2
    Then the log contains "Player2 pays no upkeep"
    And "Pancho Castillo" is in play
    And "Pancho Castillo" has 4 upkeep
