@card:24139
Feature: Silent Sigil (Weird West Edition)
  The number of cards you can discard during Nightfall is reduced by one.
  Controller React: After you refill your hand during Nightfall, draw a card.

  Board "sundown": each player holds 5 cards and has a deck to draw from; Player1 is
  first. Marion Seville's influence keeps the Sigil's control point from winning.

  Background:
    Given the board "sundown"
    And Player1's street is "home, Silent Sigil (Weird West Edition)"
    And Player2 has these dudes:
      | dude           | at   |
      | Marion Seville | home |

  Scenario: The Sigil's controller may not discard at Nightfall; the other player still may
    Then Player2 is asked to "Select a card"
    And Player2 may choose "done"
    When Player2 discards "Mustang"
    Then Player1 is asked to "Select a react"
    And Player1 has 5 cards in hand
    And "Mustang" is in Player2's discard pile

  Scenario: A full hand draws nothing at the refill, and the React still answers it
    When Player2 is done
    And Player1 reacts with "Silent Sigil (Weird West Edition)"
    Then Player1 has 6 cards in hand

  Scenario: After refilling, the Sigil's controller draws a card, before the next player refills
    Given Player1's hand is "Shotgun, Roan, Pinto"
    When Player2 discards "Mustang"
    Then Player1 has 5 cards in hand
    When Player1 reacts with "Silent Sigil (Weird West Edition)"
    Then Player1 has 6 cards in hand
    And the log contains in order:
      """
      Player1 draws 2 cards
      Player1 uses Silent Sigil (Weird West Edition) to draw a card
      Player2 draws 1 card
      Every card in play unboots
      """

  Scenario: Reduced by one from two: with Killer Bunnies Casino the controller discards one card
    Given Player1's street is "home, Silent Sigil (Weird West Edition), Killer Bunnies Casino"
    Then Player1 is asked to "Select a card"
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And "Shotgun" is in Player1's discard pile

  Scenario: Whoever controls the Sigil by influence is the one it limits, and the one who reacts
    Given Player2 has these dudes:
      | dude           | at                                |
      | Steven Wiles   | Silent Sigil (Weird West Edition) |
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    Then Player1 is asked to "Select a card"
    When Player1 is done
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Silent Sigil (Weird West Edition)"
    Then Player2 has 6 cards in hand
    And Player1 has 5 cards in hand
