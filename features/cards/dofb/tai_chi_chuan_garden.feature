@card:25036
Feature: Tai Chi Chuan Garden
  React, Boot: After you succeed with a pull, draw a card and discard a card.

  Carmilla (Huckster 1) makes a Huckster skill check of an opposing dude's grit; Pancho
  Castillo's grit is 10.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Tai Chi Chuan Garden"
    And Player1's hand is "Pinto"
    And Player1 has these dudes:
      | dude     | at          |
      | Carmilla | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: After your skill check succeeds the Garden draws a card and discards one
    Given Player1's deck starts with "9H 5D"
    When Player1 uses "Carmilla"
    And Player1 selects "Pancho Castillo"
    And Player1 reacts with "Tai Chi Chuan Garden"
    And Player1 selects "Pinto"
    Then "Pinto" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And "Tai Chi Chuan Garden" is booted
    And the log contains in order:
      """
      Player1's Carmilla succeeds by 0 with 9H + 1 = 10 against difficulty 10
      Player1 uses Tai Chi Chuan Garden
      Player1 draws a card and discards Pinto
      """

  Scenario: A failed pull is no reason to react
    Given Player1's next pull is "8H"
    When Player1 uses "Carmilla"
    And Player1 selects "Pancho Castillo"
    And Player1 tries to react with "Tai Chi Chuan Garden"
    Then the play is refused by rule "ability.react"
    And "Tai Chi Chuan Garden" is unbooted
