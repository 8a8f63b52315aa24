@card:24132 @blind
Feature: Carter's Bounties (blind proof)
  Carter's Bounties (Weird West Edition), deed: "Controller Shootout, Boot: Your dude
  joins your posse (from any location)."

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Carter's Bounties (Weird West Edition)"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: A dude out of town joins the posse at the town square without booting
    Given Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
      | Steele Archer | Blake Ranch |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Carter's Bounties (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's posse is "Clint Ramsey, Steele Archer"
    And "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And Player1's street is "home, General Store, Carter's Bounties (Weird West Edition) (booted)"
    And Player1 is asked to "Select a dude"

  Scenario: A deed Player1 does not control gives Player1 no ability
    Olivia Jenks (2 influence) holds Carter's Bounties against nobody of Player1's.
    Given Player2 has these dudes:
      | dude            | at                                     |
      | Pancho Castillo | Town Square                            |
      | Olivia Jenks    | Carter's Bounties (Weird West Edition) |
    And Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
      | Steele Archer | Blake Ranch |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    Then Player2 controls "Carter's Bounties (Weird West Edition)"
    When Player1 tries to use "Carter's Bounties (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And "Steele Archer" is at "Blake Ranch"
    And Player1's posse is "Clint Ramsey"
    When Player2 uses "Carter's Bounties (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    Then Player2's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And Player2 is asked to "Select a dude"

  Scenario: A booted Carter's Bounties cannot be used
    Given Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
      | Steele Archer | Blake Ranch |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player1's street is "home, General Store, Carter's Bounties (Weird West Edition) (booted)"
    When Player1 tries to use "Carter's Bounties (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And "Steele Archer" is at "Blake Ranch"
    And Player1's posse is "Clint Ramsey"
    And Player2 is asked to "Select a casualty"

  @ruling:carters-bounties-booted-dude
  Scenario: A booted dude joins too, and stays booted
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Clint Ramsey  | Town Square | no     |
      | Steele Archer | Blake Ranch | yes    |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Carter's Bounties (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's posse is "Clint Ramsey, Steele Archer"
    And "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Only Player1's own dudes can be brought in
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Blake Ranch |
    And Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
      | Steele Archer | Blake Ranch |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Carter's Bounties (Weird West Edition)"
    Then Player1 may choose "Steele Archer"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    Then "Olivia Jenks" is at "Blake Ranch"
    And Player2's posse is "Pancho Castillo"
    And Player1 is asked to "Select a dude"
