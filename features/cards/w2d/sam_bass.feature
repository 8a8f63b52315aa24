@card:23021
Feature: Sam Bass
  While Sam is in your posse, Cheatin' Resolution abilities on action cards cost +1 ghost
  rock.

  Cheatin' Varmint costs 0: its Cheatin' Resolution lowers a hand by 2 ranks. 3H 3H 3D is
  a cheatin' three of a kind.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Cheatin' Varmint"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Sam Bass     | Town Square |

  Scenario: With Sam in the opposing posse, the Cheatin' Resolution costs 1 ghost rock
    Given Player1 has 1 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Sam Bass"
    When Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Cheatin' Varmint (2nd ability)"
    And Player1 chooses "Player2"
    Then Player1 has 0 ghost rock
    And Player2's hand rank is 2
    And Player2 is asked to "Select a casualty"

  Scenario: Without the extra ghost rock it cannot be played: the round goes on to casualties
    Given Player1 has 0 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Sam Bass"
    When Player2 picks "Olivia Jenks" as shooter
    Then Player1 is asked to "Select a casualty"
    And "Cheatin' Varmint" is in Player1's hand
    And Player2's hand rank is 4

  Scenario: Sam at the fight but outside the posse changes nothing
    Given Player1 has 1 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks"
    When Player1 plays "Cheatin' Varmint (2nd ability)"
    And Player1 chooses "Player2"
    Then Player1 has 1 ghost rock
    And Player2's hand rank is 2
    And Player2 is asked to "Select a casualty"
