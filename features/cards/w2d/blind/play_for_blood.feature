@card:23051 @blind
Feature: Play for Blood (blind proof)
  Resolution: If draw hand ranks are tied, increase your draw hand rank by 1.
  Noon: Draw a card and discard a card.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |

  Scenario: With tied hand ranks, the hand rank goes up by 1 and wins the round
    Given Player1's hand is "Play for Blood"
    And Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Jake Smiley" with "Olivia Jenks"
    And Player2 accepts
    And Player1 plays "Play for Blood"
    Then Player1's hand rank is 3
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: With different hand ranks it changes nothing
    Given Player1's hand is "Play for Blood"
    And Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 calls out "Jake Smiley" with "Olivia Jenks"
    And Player2 accepts
    And Player1 plays "Play for Blood"
    Then Player1's hand rank is 2
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"

  Scenario: At Noon its player draws a card and discards a card
    Given the phase is High Noon
    And Player1's hand is "Play for Blood, Shotgun"
    And Player1's deck starts with "5D"
    When Player1 plays "Play for Blood"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "Play for Blood" is in Player1's discard pile
    And Player1 has 1 cards in hand
