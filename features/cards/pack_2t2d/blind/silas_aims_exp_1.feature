@card:20028 @blind
Feature: Silas Aims (Exp.1) (blind proof)
  Dude, 0 bullets, stud. Silas has a bullet bonus equal to his bounty, to a maximum bonus of
  4. Shootout, Boot: Send an opposing dude with less bullets than Silas's bounty home
  booted. If Silas is the mark, he ignores the boot cost of this ability.

  Clint Ramsey has 2 bullets, Pancho Castillo 3.

  Scenario Outline: His bullets follow his bounty, 4 at most
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at   | bounty   |
      | Silas Aims (Exp.1) | home | <bounty> |
    Then "Silas Aims (Exp.1)" has <bullets> bullets

    Examples:
      | bounty | bullets |
      | 0      | 0       |
      | 3      | 3       |
      | 4      | 4       |
      | 6      | 4       |

  Scenario: An opposing dude with fewer bullets than his bounty goes home booted; Silas boots
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 3      |
    And Player2 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Silas Aims (Exp.1)" against "Clint Ramsey"
    And Player2's posse is "Clint Ramsey, Pancho Castillo"
    When Player1 uses "Silas Aims (Exp.1)"
    Then Player1 may not choose "Pancho Castillo"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player2's home"
    And "Clint Ramsey" is booted
    And "Silas Aims (Exp.1)" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: As the mark, Silas does not boot
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Silas Aims (Exp.1) | Town Square | 3      |
    And Player2 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Silas Aims (Exp.1)"
    And Player2's posse is "Clint Ramsey, Pancho Castillo"
    When Player1 uses "Silas Aims (Exp.1)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Player2's home"
    And "Silas Aims (Exp.1)" is unbooted
    And Player2 is asked to "Select a casualty"
