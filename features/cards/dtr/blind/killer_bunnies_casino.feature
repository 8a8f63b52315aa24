@card:01065 @blind
Feature: Killer Bunnies Casino (blind proof)
  The controller of this deed may discard one additional card each Sundown phase.

  Board "sundown": Player1 holds Shotgun, Roan, Pinto, Tin Star, Peacemaker; the deck
  starts Allie Hensman, Bluetick. Normally one card may be discarded (§3.4). Steven
  Wiles's 3 influence keeps the Casino's control point from winning the game.

  Background:
    Given the board "sundown"
    And Player1's street is "home, Killer Bunnies Casino"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  Scenario: The controller discards two cards and refills both
    When Player1 discards "Shotgun"
    Then Player1 is asked to "Select a card"
    When Player1 discards "Roan"
    And Player2 is done
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile
    And Player1's hand is "Pinto, Tin Star, Peacemaker, Allie Hensman, Bluetick"

  Scenario: The controller may not discard a third card
    When Player1 discards "Shotgun"
    And Player1 discards "Roan"
    Then Player2 is asked to "Select a card"
    And Player1 has 3 cards in hand

  Scenario: An opponent who controls the Casino gets the extra discard, not its owner
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at                    |
      | Steven Wiles | Killer Bunnies Casino |
    Then Player2 controls "Killer Bunnies Casino"
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And Player1 has 4 cards in hand
    When Player2 discards "Mustang"
    Then Player2 is asked to "Select a card"
    When Player2 discards "Doyle's Hoyle"
    Then "Doyle's Hoyle" is in Player2's discard pile
    And "Mustang" is in Player2's discard pile
