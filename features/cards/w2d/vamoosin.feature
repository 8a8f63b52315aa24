@card:23056
Feature: Vamoosin'
  Shootout: Send a wanted dude home. This card's ghost rock cost is equal to the wanted
  dude's influence.

  Pancho Castillo has 2 influence, Sloane 3; Olivia Jenks is not wanted.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Vamoosin'"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Sloane          | Town Square | 2      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Sloane, Olivia Jenks"

  @ruling:send-home-means-home-booted
  Scenario: A wanted dude goes home booted, the card costing his influence
    Given Player1 has 2 ghost rock
    When Player1 plays "Vamoosin'"
    Then Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Sloane"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And Player1 has 0 ghost rock
    And Player2's posse is "Sloane, Olivia Jenks"
    And the log contains "Player1 sends Pancho Castillo home booted"
    And Player2 is asked to "Select a dude"

  Scenario: With less ghost rock than every wanted dude's influence it cannot be played
    Given Player1 has 1 ghost rock
    Then the log contains "Player1 has no shootout play and passes"
    And "Vamoosin'" is in Player1's hand
    And "Pancho Castillo" is at "Town Square"
    And Player2 is asked to "Select a dude"

  Scenario: It selects, so a dude who cannot be chosen by opponents is sent home all the same
    Given Player1 has 2 ghost rock
    And "Pancho Castillo" gets "cannot be chosen by opponents" from "Pancho Castillo" until end of day
    When Player1 plays "Vamoosin'"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player2's home"
    And Player2 is asked to "Select a dude"
