@card:24139 @blind
Feature: Silent Sigil (blind proof)
  The number of cards you can discard during Nightfall is reduced by one.
  Controller React: After you refill your hand during Nightfall, draw a card.

  Board "sundown": each player holds 5 cards; Player1 is first. Player2's Olivia Jenks
  (2 influence) keeps Player1's control points from winning the game.

  Background:
    Given the board "sundown"
    And Player1's street is "home, Silent Sigil (Weird West Edition)"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  Scenario: Its controller may discard no card at Nightfall; the opponent still may
    Then Player2 is asked to "Select a card"
    And Player1 has 5 cards in hand
    When Player2 discards "Mustang"
    And Player1 passes
    Then "Mustang" is in Player2's discard pile
    And Player1 has 5 cards in hand

  Scenario: After the refill its controller may react to draw a card
    Given Player1's hand is "Shotgun, Roan, Pinto"
    When Player2 is done
    And Player1 reacts with "Silent Sigil (Weird West Edition)"
    Then Player1 has 6 cards in hand
    And Player1's hand is "Shotgun, Roan, Pinto, Allie Hensman, Bluetick, Yan Li's Tailoring"

  Scenario: Declining the react draws no extra card
    Given Player1's hand is "Shotgun, Roan, Pinto"
    When Player2 is done
    And Player1 passes
    Then Player1 has 5 cards in hand
