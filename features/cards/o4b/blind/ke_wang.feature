@card:21008 @blind
Feature: Ke Wang (blind proof)
  Shootout: Pay an opposing dude's controller that dude's upkeep. Boot that dude and give
  them -1 bullets.

  Pancho Castillo (Outlaws, in The Sloane Gang's outfit) has upkeep 2 and 3 bullets.

  Background:
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude    | at          |
      | Ke Wang | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Paying Pancho's upkeep to his controller boots him and gives him -1 bullets
    Given Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    And a shootout at "Town Square" led by "Ke Wang" against "Pancho Castillo"
    When Player1 uses "Ke Wang"
    And Player1 chooses "Pancho Castillo"
    Then Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And "Pancho Castillo" is booted
    And "Pancho Castillo" has 2 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Short of the upkeep, it cannot be paid
    Given Player1 has 1 ghost rock
    And a shootout at "Town Square" led by "Ke Wang" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Pancho Castillo" is unbooted
    And Player1 has 1 ghost rock
