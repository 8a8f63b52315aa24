@card:21016 @blind
Feature: Klah (blind proof)
  Shootout, Boot: Boot Klah's Sidekick to give your dude with a Sidekick +1 bullets.

  Bluetick is a Sidekick. Klah has 2 bullets; Steele Archer 0.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting Klah and his Sidekick gives your dude with a Sidekick +1 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Klah          | Town Square | Bluetick    |
      | Steele Archer | Town Square |             |
    And a shootout at "Town Square" led by "Klah" against "Pancho Castillo"
    And Player1's posse is "Klah, Steele Archer"
    When Player1 uses "Klah"
    Then Player1 may not choose "Steele Archer"
    When Player1 chooses "Klah"
    And Player1 chooses "Bluetick"
    Then "Klah" has 3 bullets
    And "Klah" is booted
    And "Bluetick" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Without a Sidekick Klah cannot use it
    Given Player1 has these dudes:
      | dude | at          |
      | Klah | Town Square |
    And a shootout at "Town Square" led by "Klah" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Klah" is unbooted

  Scenario: Another of your dudes with a Sidekick may get the bullet
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Klah          | Town Square | Bluetick    |
      | Steele Archer | Town Square | Bluetick    |
    And a shootout at "Town Square" led by "Klah" against "Pancho Castillo"
    And Player1's posse is "Klah, Steele Archer"
    When Player1 uses "Klah"
    And Player1 chooses "Steele Archer"
    And Player1 chooses "Bluetick"
    Then "Steele Archer" has 1 bullets
    And "Klah" has 2 bullets
    And Player1 is asked to "Select a dude"
