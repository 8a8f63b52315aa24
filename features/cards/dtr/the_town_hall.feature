@card:01058
Feature: The Town Hall
  Controller React, Boot: At the start of the Upkeep phase, choose a dude at this
  location. Lower that dude's upkeep by their influence.

  Background:
    Given the phase is Upkeep
    And Player1's street is "home, The Town Hall"
    And Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | The Town Hall |
      | Steele Archer   | home          |

  Scenario: Lower the upkeep of your dude at the Town Hall by their influence
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Pancho Castillo"
    And Player1 pays upkeep
    Then "The Town Hall" is booted
    And Player1 has 4 ghost rock
    And the log contains in order:
      """
      Player1 uses The Town Hall
      Player1 lowers Pancho Castillo's upkeep by 2
      Player1 receives 5 ghost rock production
      Player1 pays 1 ghost rock upkeep
      """

  Scenario: Without the react the full upkeep is paid
    When Player1 passes
    And Player1 pays upkeep
    Then "The Town Hall" is unbooted
    And Player1 has 2 ghost rock
    And the log contains "Player1 pays 3 ghost rock upkeep"

  Scenario: The lower upkeep lasts only for this Upkeep phase
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Pancho Castillo"
    And Player1 pays upkeep
    Then the phase is High Noon
    And "Pancho Castillo" has 2 upkeep
    And the log contains "Player1 pays 1 ghost rock upkeep"

  Scenario: Only a dude at the Town Hall may be chosen, an opponent's too
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | The Town Hall |
    When Player1 reacts with "The Town Hall"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And the last log line is "Player1 uses The Town Hall"

  Scenario: With no dude at the Town Hall the react is not offered
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steele Archer   | home |
    When Player1 pays upkeep
    Then "The Town Hall" is unbooted
    And Player1 has 2 ghost rock
    And the log contains "Player1 pays 3 ghost rock upkeep"
    And the log does not contain "Player1 uses The Town Hall"

  Scenario: A booted Town Hall offers no react
    Given Player1's street is "home, The Town Hall (booted)"
    When Player1 pays upkeep
    Then Player1 has 2 ghost rock
    And the log contains "Player1 pays 3 ghost rock upkeep"
    And the log does not contain "Player1 uses The Town Hall"

  Scenario: An opponent who controls the Town Hall by influence reacts with it
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | The Town Hall |
      | Clint Ramsey | The Town Hall |
    When Player2 reacts with "The Town Hall"
    And Player2 selects "Olivia Jenks"
    And Player1 pays upkeep
    And Player2 pays upkeep
    Then "The Town Hall" is booted
    And Player2 has 2 ghost rock
    And the log contains in order:
      """
      Player2 uses The Town Hall
      Player2 lowers Olivia Jenks's upkeep by 2
      Player2 pays 1 ghost rock upkeep
      """

  Scenario: The owner is not offered the react while an opponent controls the Town Hall
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | The Town Hall |
      | Clint Ramsey | The Town Hall |
    Then Player2 is asked to "Select a react"
    And Player2 may choose "react The Town Hall"
    When Player2 passes
    Then Player1 is asked to "Select a card"
    And "The Town Hall" is unbooted
    And the log does not contain "Player1 uses The Town Hall"
