@card:24173 @blind
Feature: Buffalo Rifle (blind proof)
  Buffalo Rifle (Weird West Edition), Weapon: "Shootout, Boot: This dude joins a posse at
  an adjacent location without moving or booting."

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The dude at an adjacent location joins the posse without moving or booting
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Clint Ramsey | Town Square |                                    |
      | Olivia Jenks | home        | Buffalo Rifle (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Buffalo Rifle (Weird West Edition)"
    Then Player1's posse is "Clint Ramsey, Olivia Jenks"
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And "Buffalo Rifle (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A dude at a location not adjacent to the fight cannot join
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Clint Ramsey | Town Square |                                    |
      | Olivia Jenks | Blake Ranch | Buffalo Rifle (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 tries to use "Buffalo Rifle (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And Player1's posse is "Clint Ramsey"
    And "Buffalo Rifle (Weird West Edition)" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: The dude who joined without moving can be picked as shooter
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Clint Ramsey | Town Square |                                    |
      | Olivia Jenks | home        | Buffalo Rifle (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Buffalo Rifle (Weird West Edition)"
    And Player1 picks "Olivia Jenks" as shooter
    Then the log contains "Player1 picks Olivia Jenks as their shooter"
    And Player2 is asked to "Select a casualty"

  @ruling:buffalo-rifle-joins-booted-or-not
  Scenario: A booted dude joins too and stays booted where he is
    Given Player1 has these dudes:
      | dude         | at          | booted | attachments                        |
      | Clint Ramsey | Town Square | no     |                                    |
      | Olivia Jenks | home        | yes    | Buffalo Rifle (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Buffalo Rifle (Weird West Edition)"
    Then Player1's posse is "Clint Ramsey, Olivia Jenks"
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And "Buffalo Rifle (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A dude already at the fight has no adjacent posse to join
    Given Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Clint Ramsey | Town Square | Buffalo Rifle (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 tries to use "Buffalo Rifle (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And "Buffalo Rifle (Weird West Edition)" is unbooted
    And Player2 is asked to "Select a casualty"
