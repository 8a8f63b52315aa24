@card:01107 @blind
Feature: Lady Luck (blind proof)
  Noon: You can discard as many of your cards as you like during Sundown.

  Board "sundown", started at High Noon: nobody can win, each player holds 5 cards
  besides Lady Luck, and each deck can refill the hands. Without Lady Luck a player may
  discard only one card at Sundown (§3.4).

  Background:
    Given the board "sundown"
    And the phase is High Noon
    And Player1's hand is "Lady Luck, Shotgun, Roan, Pinto, Tin Star, Peacemaker"

  Scenario: At Sundown its player discards several cards and draws back up to 5
    When Player1 plays "Lady Luck"
    And the game advances to Sundown
    And Player1 discards "Shotgun"
    And Player1 discards "Roan"
    And Player1 discards "Pinto"
    And Player1 is done
    Then Player1's discard pile is "Lady Luck, Shotgun, Roan, Pinto"
    And Player2 is asked to "Select a card"

  Scenario: The opponent may still discard only one card
    When Player1 plays "Lady Luck"
    And the game advances to Sundown
    And Player1 is done
    And Player2 discards "Mustang"
    Then "Mustang" is in Player2's discard pile
    And it is day 2
    And the log contains in order:
      """
      Player2 discards Mustang
      Player2 draws 1 card
      """
    And Player1 is asked to "Select an action"

  Scenario: The next day's Sundown is back to one card
    When Player1 plays "Lady Luck"
    And the game advances to Sundown
    And Player1 is done
    And Player2 is done
    And the game advances to Sundown
    Then it is day 2
    And Player1 is asked to "Select a card"
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And "Shotgun" is in Player1's discard pile
