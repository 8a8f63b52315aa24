@card:23040 @blind
Feature: Kinetic Accretion Actualizer (blind proof)
  Gadget, Weapon, +1 bullets. Repeat Shootout: Kinetic Accretion Actualizer has an
  additional +1 bullets until Sundown. You may use this ability once per shootout round.

  Olivia Jenks is a 2-bullet draw: 3 bullets with the Actualizer.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude         | at          | attachments                  |
      | Olivia Jenks | Town Square | Kinetic Accretion Actualizer |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"

  Scenario: Used in a shootout, the dude has +1 more bullets, until Sundown
    Then "Olivia Jenks" has 3 bullets
    When Player1 uses "Kinetic Accretion Actualizer"
    Then "Olivia Jenks" has 4 bullets
    And "Kinetic Accretion Actualizer" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: Only once per shootout round
    When Player1 uses "Kinetic Accretion Actualizer"
    And Player2 passes
    And Player1 tries to use "Kinetic Accretion Actualizer"
    Then the play is refused by rule "noon.once_per_day"
    And "Olivia Jenks" has 4 bullets
    And Player1 is asked to "Select a play"
