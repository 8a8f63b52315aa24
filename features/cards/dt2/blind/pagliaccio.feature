@card:24040 @blind
Feature: Pagliaccio (Weird West Edition) (blind proof)
  Shootout, Boot: One opposing dude gets -1 bullets and -1 value.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: The opposing dude loses a bullet and a point of value; Pagliaccio boots
    Given Player1 has these dudes:
      | dude                            | at          |
      | Pagliaccio (Weird West Edition) | Town Square |
    And a shootout at "Town Square" led by "Pagliaccio (Weird West Edition)" against "Pancho Castillo"
    When Player1 uses "Pagliaccio (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 4 value
    And "Pagliaccio (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"

  Scenario: Player1's own dude cannot be chosen
    Given Player1 has these dudes:
      | dude                            | at          |
      | Pagliaccio (Weird West Edition) | Town Square |
      | Olivia Jenks                    | Town Square |
    And a shootout at "Town Square" led by "Pagliaccio (Weird West Edition)" against "Pancho Castillo"
    And Player1's posse is "Pagliaccio (Weird West Edition), Olivia Jenks"
    When Player1 uses "Pagliaccio (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: Booted, Pagliaccio cannot use the ability
    Given Player1 has these dudes:
      | dude                            | at          | booted |
      | Pagliaccio (Weird West Edition) | Town Square | true   |
    And a shootout at "Town Square" led by "Pagliaccio (Weird West Edition)" against "Pancho Castillo"
    Then the log contains in order:
      """
      Player1 has the first shootout play
      Player1 has no shootout play and passes
      """
    And Player1 is asked to "Select a card"
    And "Pancho Castillo" has 3 bullets
