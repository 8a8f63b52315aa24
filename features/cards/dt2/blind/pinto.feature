@card:24163 @blind
Feature: Pinto (blind proof)
  Pinto (Weird West Edition), Horse: "Shootout, Boot: This dude joins your posse
  (without booting, and even if booted)."

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: A booted dude at an adjacent location joins the posse
    Given Player1 has these dudes:
      | dude         | at          | booted | attachments              |
      | Clint Ramsey | Town Square | no     |                          |
      | Olivia Jenks | home        | yes    | Pinto (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Pinto (Weird West Edition)"
    Then Player1's posse is "Clint Ramsey, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And "Pinto (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An unbooted dude joins without booting
    Given Player1 has these dudes:
      | dude         | at          | attachments              |
      | Clint Ramsey | Town Square |                          |
      | Olivia Jenks | home        | Pinto (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Pinto (Weird West Edition)"
    Then Player1's posse is "Clint Ramsey, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Pinto (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A booted Pinto cannot be used
    Given Player1 has these dudes:
      | dude         | at          | attachments                         |
      | Clint Ramsey | Town Square |                                     |
      | Olivia Jenks | home        | Pinto (Weird West Edition) (booted) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 tries to use "Pinto (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And "Olivia Jenks" is at "Player1's home"
    And Player1's posse is "Clint Ramsey"
    And Player2 is asked to "Select a casualty"

  @ruling:pinto-joins-from-any-location
  Scenario: A dude out of town, adjacent to nothing, joins with Pinto
    Given Player1 has these dudes:
      | dude         | at          | attachments                |
      | Clint Ramsey | Town Square |                            |
      | Olivia Jenks | Blake Ranch | Pinto (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 uses "Pinto (Weird West Edition)"
    Then "Olivia Jenks" is at "Town Square"
    And Player1's posse is "Clint Ramsey, Olivia Jenks"
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a dude"
