@card:24016 @blind
Feature: Natalya (blind proof)
  At the start of the Production phase, if you have less ghost rock in your stash than
  each other player and Natalya is at a deed, you gain the production of the deed this
  turn and other players do not.

  Production on main street (rules digest §3.2): Player1 collects 8 (The Sloane Gang 3,
  General Store 1, Telegraph Office 1, Blake Ranch 3), Player2 collects 4 (Law Dogs 3,
  Railroad Station 1). Natalya stands at Player2's Railroad Station, where Olivia Jenks
  keeps it under Player2's control.

  Background:
    Given the board "main street"
    And the phase is Upkeep
    And Player2 has 10 ghost rock

  Scenario: Poorer than the opponent: Player1 takes Railroad Station's production
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                         | at               |
      | Natalya (Weird West Edition) | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    Then Player2 controls "Railroad Station"
    And Player1 has 9 ghost rock
    And Player2 has 13 ghost rock

  Scenario: As rich as the opponent: not less, so nothing changes
    Given Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                         | at               |
      | Natalya (Weird West Edition) | Railroad Station |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    Then Player1 has 18 ghost rock
    And Player2 has 14 ghost rock

  Scenario: Natalya in the town square is at no deed: nothing changes
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                         | at          |
      | Natalya (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    Then Player1 has 8 ghost rock
    And Player2 has 14 ghost rock

  Scenario: At an opponent's deed she holds by influence, which would produce for nobody
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                         | at               |
      | Natalya (Weird West Edition) | Railroad Station |
    Then Player1 controls "Railroad Station"
    And Player1 has 9 ghost rock
    And Player2 has 13 ghost rock
