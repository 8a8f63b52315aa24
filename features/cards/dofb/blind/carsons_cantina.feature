@card:25034 @blind
Feature: Carson's Cantina (blind proof)
  React, Boot: After your opponent reveals a Cheatin' hand, you may draw a card or gain 1
  Ghost Rock.

  Carson's Cantina stands on Player1's street. Player2 reveals a cheatin' hand (two 4S).

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Carson's Cantina"
    And Player1's deck is "Pinto, Roan"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: After the opponent reveals a cheatin' hand, gain 1 ghost rock
    Given Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4S 8D 6C KD"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 reacts with "Carson's Cantina"
    And Player1 chooses "gain 1 ghost rock"
    Then Player1 has 6 ghost rock
    And "Carson's Cantina" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A legal hand gives nothing to react to
    Given Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 6C KD"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    Then "Carson's Cantina" is unbooted
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: After the opponent reveals a cheatin' hand, draw a card instead
    Given Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4S 8D 6C KD"
    And Player1's hand is empty
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 reacts with "Carson's Cantina"
    And Player1 chooses "draw a card"
    Then Player1 has 1 cards in hand
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a casualty"
