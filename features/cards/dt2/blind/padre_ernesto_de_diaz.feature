@card:24068 @blind
Feature: Padre Ernesto de Diaz (blind proof)
  Whenever an opponent reveals a cheatin' hand, you may boot one of Ernesto's Miracles to
  draw a card.

  Amazing Grace is a Miracle. "8C 8C 8D 7D 10S" holds two 8C: a cheatin' hand.

  Background:
    Given the board "shootout"
    And Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |

  Scenario: An opponent's cheatin' hand: boot his Miracle to draw a card
    Given Player1 has these dudes:
      | dude                                       | at          | attachments   |
      | Padre Ernesto de Diaz (Weird West Edition) | Town Square | Amazing Grace |
    And Player1's next draw hand is "KS KH KD KC 9D"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Padre Ernesto de Diaz (Weird West Edition)"
    And Player2 accepts
    And Player1 passes
    Then Player1 has 1 cards in hand
    When Player1 chooses "boot a Miracle to draw a card"
    And Player1 selects "Amazing Grace"
    Then "Amazing Grace" is booted
    And Player1 has 2 cards in hand
    And "Bottom Dealin'" is in Player1's hand
    And "Padre Ernesto de Diaz (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: "May": he can let it pass
    Given Player1 has these dudes:
      | dude                                       | at          | attachments   |
      | Padre Ernesto de Diaz (Weird West Edition) | Town Square | Amazing Grace |
    And Player1's next draw hand is "KS KH KD KC 9D"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Padre Ernesto de Diaz (Weird West Edition)"
    And Player2 accepts
    And Player1 passes
    And Player1 chooses "pass"
    Then "Amazing Grace" is unbooted
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a casualty"

  Scenario Outline: No opponent's cheatin' hand, or no unbooted Miracle: nothing to draw
    Given Player1 has these dudes:
      | dude                                       | at          | attachments   |
      | Padre Ernesto de Diaz (Weird West Edition) | Town Square | <miracle>     |
    And Player1's next draw hand is "<player1 hand>"
    And Player2's next draw hand is "<player2 hand>"
    When Player1 calls out "Clyde Owens" with "Padre Ernesto de Diaz (Weird West Edition)"
    And Player2 accepts
    And Player1 passes
    Then Player2 is asked to "Select a casualty"
    And Player1 has 1 cards in hand

    Examples:
      | miracle                | player1 hand    | player2 hand    |
      | Amazing Grace          | 8C 8C 8D 7D 10S | 3S 5D 7C 9S JH  |
      | Amazing Grace          | KS KH KD KC 9D  | 3S 3D 7C 9S JH  |
      | Amazing Grace (booted) | KS KH KD KC 9D  | 8C 8C 8D 7D 10S |

  Scenario: A cheatin' lowball hand counts too: "whenever", not only in shootouts
    Given the board "lowball"
    And Player1 has these dudes:
      | dude                                       | at   | attachments   |
      | Padre Ernesto de Diaz (Weird West Edition) | home | Amazing Grace |
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Pinto"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    When Player1 chooses "boot a Miracle to draw a card"
    And Player1 selects "Amazing Grace"
    Then "Amazing Grace" is booted
    And "Pinto" is in Player1's hand
