@card:01058 @blind
Feature: The Town Hall (blind proof)
  Controller React, Boot: At the start of the Upkeep phase, choose a dude at this
  location. Lower that dude's upkeep by their influence.

  Steven Wiles: upkeep 6, influence 3. Pancho Castillo: upkeep 2, influence 2. Player1
  starts Upkeep with 2 ghost rock and collects 5 production (outfit 3, Town Hall 2).

  Background:
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1 has 2 ghost rock
    And Player1's street is "home, The Town Hall"

  Scenario: The Town Hall lowers the upkeep of a dude there by his influence
    Given Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | The Town Hall |
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 3 upkeep
    And "The Town Hall" is booted
    When Player1 pays upkeep
    Then Player1 has 4 ghost rock
    And "Steven Wiles" is in play

  Scenario: Without the Town Hall the same dude costs his full upkeep
    Given Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | The Town Hall |
    When Player1 passes
    Then "Steven Wiles" has 6 upkeep
    When Player1 pays upkeep
    Then Player1 has 1 ghost rock

  Scenario: A dude who is not at the Town Hall cannot be chosen
    Given Player1 has these dudes:
      | dude            | at            |
      | Steven Wiles    | home          |
      | Pancho Castillo | The Town Hall |
    When Player1 reacts with "The Town Hall"
    Then Player1 may not choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: The lowered upkeep lasts only through this Upkeep phase
    Given Player1 has these dudes:
      | dude         | at            |
      | Steven Wiles | The Town Hall |
    When Player1 reacts with "The Town Hall"
    And Player1 selects "Steven Wiles"
    And Player1 pays upkeep
    Then the phase is High Noon
    And "Steven Wiles" has 6 upkeep

  Scenario: The opponent who controls the Town Hall is the one who may use it
    Given Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | The Town Hall |
    Then Player2 controls "The Town Hall"
    And Player2 is asked to "Select a react"
    And Player1 may not choose "react The Town Hall"
    When Player2 reacts with "The Town Hall"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" has 3 upkeep
    And Player2 is asked to "Select a card"

  Scenario: Upkeep lowered by more influence than it has stops at 0
    # Andreas Andregg: upkeep 1, influence 2. Player2 owns the Town Hall here, so
    # collects 5 production; 10 + 5 - 6 (Steven Wiles) = 9: the surplus point of
    # influence does not pay part of Steven's upkeep.
    Given a game between "The Sloane Gang" and "Law Dogs"
    And Player2 has 10 ghost rock
    And Player1's street is "home"
    And Player2's street is "The Town Hall, home"
    And Player2 has these dudes:
      | dude            | at             |
      | Andreas Andregg | The Town Hall  |
      | Steven Wiles    | Player2's home |
    When Player2 reacts with "The Town Hall"
    And Player2 selects "Andreas Andregg"
    Then "Andreas Andregg" has 0 upkeep
    When Player2 pays upkeep
    Then Player2 has 9 ghost rock
    And the log contains "Player2 pays 6 ghost rock upkeep"
