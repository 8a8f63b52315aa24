@card:24119 @blind
Feature: Killer Bunnies Casino (Weird West Edition) (blind proof)
  The controller of this deed may discard one additional card each Nightfall.

  Board "sundown": nobody can win, each player holds 5 cards and has a deck to draw
  from; Player1 is the first player, so he discards first at Nightfall. The dudes'
  influence (Pancho 2, Clint 1) keeps the casino's control point from winning the game.

  Background:
    Given the board "sundown"
    And Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |

  Scenario: The casino's controller discards a second card at Nightfall
    Given Player1's street is "home, Killer Bunnies Casino (Weird West Edition)"
    When Player1 discards "Shotgun"
    Then Player1 is asked to "Select a card"
    When Player1 discards "Roan"
    Then "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's discard pile
    And Player2 is asked to "Select a card"

  Scenario: The opponent's casino gives Player1 no extra discard
    Given Player2's street is "home, Killer Bunnies Casino (Weird West Edition)"
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And Player1 has 4 cards in hand
