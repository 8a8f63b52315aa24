@card:01056 @blind
Feature: Pony Express (blind proof)
  Controller Noon, Boot: Discard a card to draw a card.

  Background:
    Given the board "main street"
    And Player1's street is "home, Pony Express"
    And Player1's deck is "Pinto, Peacemaker, Roan"

  Scenario: The controller boots the Pony Express, discards a card and draws the top card
    Given Player1's hand is "Shotgun, Reserves"
    When Player1 uses "Pony Express"
    And Player1 discards "Shotgun"
    Then "Pony Express" is booted
    And "Shotgun" is in Player1's discard pile
    And Player1's hand is "Reserves, Pinto"
    And Player1's deck is "Peacemaker, Roan"

  Scenario: With no card to discard the Pony Express cannot be used
    Given Player1's hand is empty
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.cost"
    And "Pony Express" is unbooted
    And Player1's deck is "Pinto, Peacemaker, Roan"

  Scenario: An opponent who controls the Pony Express uses it, and its owner cannot
    Given Player1's hand is "Shotgun, Reserves"
    And Player2's hand is "Kidnappin'"
    And Player2's deck is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Pony Express |
    Then Player2 controls "Pony Express"
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.controller"
    When Player1 passes
    And Player2 uses "Pony Express"
    And Player2 discards "Kidnappin'"
    Then Player2's hand is "Sun in Yer Eyes"
    And "Kidnappin'" is in Player2's discard pile
    And Player1's hand is "Shotgun, Reserves"
