@card:24236 @blind @ruling:pinned-down-lasts-the-shootout
Feature: Pinned Down (Weird West Edition) (blind proof)
  Shootout: Target dude must be selected as the first casualty. If they are chosen as a
  shooter, they get -3 bullets.

  Pancho Castillo: 3 bullets, a stud.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And a shootout at "Town Square" led by "Allie Hensman" against "Pancho Castillo"
    And Player1's posse is "Allie Hensman"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"
    And Player1's hand is "Pinned Down (Weird West Edition)"

  Scenario: The target chosen as shooter gets -3 bullets
    When Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 0 bullets
    And Player1 is asked to "Select a card"

  Scenario: The target keeps his bullets while another dude shoots
    When Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Clint Ramsey" as shooter
    Then "Pancho Castillo" has 3 bullets
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: The target must be his posse's first casualty
    Given Player1's next draw hand is "AS AC AD AH KH"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Pinned Down (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 picks "Clint Ramsey" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "ace Pancho Castillo"
    And Player2 may not choose "ace Clint Ramsey"
