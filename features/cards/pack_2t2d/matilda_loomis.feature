@card:20009
Feature: Matilda Loomis
  Dude, First Peoples, Shaman 1, 1S, cost 4, 2 bullets (draw), influence 1. No printed
  ability: she works from her printed data.

  Scenario: In play she has her printed stats
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Matilda Loomis | Town Square |
    Then "Matilda Loomis" has 2 bullets
    And "Matilda Loomis" is a draw
    And "Matilda Loomis" has 1 influence
    And "Matilda Loomis" has 1 shaman skill
    And "Matilda Loomis" has 1 value
