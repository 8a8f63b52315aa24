@card:23029 @blind
Feature: Carmichael's Livery (blind proof)
  This deed has +1 production and +1 control points if there is a Horse at this deed.

  Printed production 2, control 1. Roan is a Horse.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Carmichael's Livery"

  Scenario: A Horse at the deed: +1 production and +1 control point
    Given Player1 has these dudes:
      | dude         | at                  | attachments |
      | Olivia Jenks | Carmichael's Livery | Roan        |
    Then "Carmichael's Livery" has 3 production
    And "Carmichael's Livery" has 2 control points

  Scenario: A dude there without a Horse gives nothing
    Given Player1 has these dudes:
      | dude         | at                  | attachments |
      | Olivia Jenks | Carmichael's Livery | Shotgun     |
    Then "Carmichael's Livery" has 2 production
    And "Carmichael's Livery" has 1 control points

  Scenario: A Horse elsewhere gives nothing until it rides in
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    Then "Carmichael's Livery" has 2 production
    And "Carmichael's Livery" has 1 control points
    When Player1 moves "Olivia Jenks" to "Carmichael's Livery"
    Then "Carmichael's Livery" has 3 production
