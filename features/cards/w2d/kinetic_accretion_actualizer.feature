@card:23040
Feature: Kinetic Accretion Actualizer
  Goods, Gadget 7, Weapon, +1 bullets. Repeat Shootout: Kinetic Accretion Actualizer has an
  additional +1 bullets until Sundown. You may use this ability once per shootout round.

  Clyde Owens has 3 bullets, 4 with the Actualizer.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | attachments                  |
      | Clyde Owens | Town Square | Kinetic Accretion Actualizer |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Each use adds +1 bullets until Sundown, once per round
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    Then "Clyde Owens" has 4 bullets
    When Player1 uses "Kinetic Accretion Actualizer"
    Then "Clyde Owens" has 5 bullets
    And "Kinetic Accretion Actualizer" has "bullets +1" from "Kinetic Accretion Actualizer" until end of phase
    And "Kinetic Accretion Actualizer" is unbooted
    And the log contains "Player1 gives Kinetic Accretion Actualizer +1 bullets until Sundown"
    When Player2 passes
    And Player1 tries to use "Kinetic Accretion Actualizer"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 is asked to "Select a play"
