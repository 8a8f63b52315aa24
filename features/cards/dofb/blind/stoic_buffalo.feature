@card:25048 @blind
Feature: Stoic Buffalo (blind proof)
  "Shootout Spirit 9: For this shootout round, after each time you pass as your Shootout
  play, you may draw a card."

  Matilda Loomis: a Shaman 1, so 8 + 1 reaches 9.

  Background:
    Given the board "shootout"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude           | at          | attachments   |
      | Matilda Loomis | Town Square | Stoic Buffalo |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Matilda Loomis" against "Pancho Castillo"

  Scenario: After the spirit succeeds, passing your Shootout play lets you draw a card
    Given Player1's deck starts with "8H 5D 6D"
    When Player1 uses "Stoic Buffalo"
    Then the options are:
      """
      draw a card
      pass
      """
    When Player1 chooses "draw a card"
    Then Player1 has 1 cards in hand
    And Player1 is asked to "Select a card"

  Scenario: A failed pull gives no draw
    Given Player1's deck starts with "7H 5D 6D"
    When Player1 uses "Stoic Buffalo"
    Then Player1 has 0 cards in hand
    And Player1 is asked to "Select a card"
