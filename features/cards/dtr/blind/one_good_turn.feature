@card:01122 @blind
Feature: One Good Turn… (blind proof)
  Noon: Draw a card.
  Cheatin' Resolution: Gain 3 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Noon: draw a card
    Given Player1's hand is "One Good Turn…, Shotgun"
    And Player1's deck starts with "9C"
    When Player1 plays "One Good Turn…"
    Then Player1 has 2 cards in hand
    And "Shotgun" is in Player1's hand
    And "One Good Turn…" is in Player1's discard pile
    And Player1 has 5 ghost rock
    And Player1 has 8 cards in their deck

  Scenario: Cheatin' Resolution: gain 3 ghost rock against a cheatin' hand
    Given Player1's hand is "One Good Turn…"
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "3S 3S 5C 9D QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "One Good Turn…"
    Then Player1 has 8 ghost rock
    And Player1 has 0 cards in hand
    And Player1 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution is refused against a legal hand
    Given Player1's hand is "One Good Turn…, Cheatin' Varmint"
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "3S 3H 5C 9D QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to play "One Good Turn…"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
