@card:23051
Feature: Play for Blood
  Resolution: If draw hand ranks are tied, increase your draw hand rank by 1.

  Noon: Draw a card and discard a card.

  Two pairs is rank 3, one pair rank 2.

  Scenario: With tied draw hand ranks your rank goes up by 1
    Given the phase is High Noon
    And Player1's hand is "Play for Blood"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 6S KH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "Play for Blood"
    Then Player1's hand rank is 4
    And Player2's hand rank is 3
    And the log contains "Player1 increases their hand rank by 1"
    And Player2 is asked to "Select a casualty"

  Scenario: Without a tie the rank stays
    Given the phase is High Noon
    And Player1's hand is "Play for Blood"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 6S KH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "Play for Blood"
    Then Player1's hand rank is 2
    And the log does not contain "Player1 increases their hand rank"
    And Player1 is asked to "Select a casualty"

  Scenario: At Noon you draw a card and discard one
    Given the phase is High Noon
    And Player1's hand is "Play for Blood, Bluetick"
    And Player1's deck is "Charlie's Place, Bottom Dealin'"
    When Player1 plays "Play for Blood"
    And Player1 selects "Bluetick"
    Then "Bluetick" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And Player1 has 1 cards in their deck
    And Player1's hand is "Charlie's Place"
    And the log contains in order:
      """
      Player1 draws a card
      Player1 discards Bluetick
      """
