@card:20009 @blind
Feature: Matilda Loomis (blind proof)
  Dude, Shaman 1. No printed ability: her printed stats are what she brings.

  Scenario: In play she is a 2-bullet draw with 1 influence and Shaman 1
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Matilda Loomis | Town Square |
    Then "Matilda Loomis" has 2 bullets
    And "Matilda Loomis" is a draw
    And "Matilda Loomis" has 1 influence
    And "Matilda Loomis" has 1 shaman skill
