@card:01052 @blind
Feature: Dr. Dawn Edwards (blind proof)
  If you discard Dawn as a casualty, you may search your deck for Eve Henry (if you
  don't already have her in play), and play her for free at this location. Shuffle
  your deck.

  Player1's Two Pair loses to Player2's Three of a Kind by 1 rank (1 casualty); a One
  Pair loses by 2 (2 casualties, Dawn is aced).

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's deck is "Eve Henry, Bottom Dealin', Roan, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster, Cheatin' Varmint"
    And Player2's next draw hand is "2D 2H 2C 9S QS"

  Scenario: Dawn discarded as a casualty brings Eve Henry from the deck to this location for free
    Given Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 discards "Dr. Dawn Edwards"
    And Player1 reacts with "Dr. Dawn Edwards"
    Then "Eve Henry" is at "Town Square"
    And "Eve Henry" is in play
    And "Eve Henry" is unbooted
    And "Eve Henry" is not in Player1's deck
    And Player1 has 5 ghost rock
    And "Dr. Dawn Edwards" is in Player1's discard pile
    And Player2 is asked to "Select a dude"

  Scenario: Player1 may decline the search and Eve stays in the deck
    Given Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 discards "Dr. Dawn Edwards"
    And Player1 passes
    Then "Eve Henry" is in Player1's deck
    And "Eve Henry" is not in play
    And Player2 is asked to "Select a dude"

  Scenario: Dawn aced as a casualty brings nobody
    Given Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Avie Cline" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 aces "Dr. Dawn Edwards"
    Then "Dr. Dawn Edwards" is in Player1's boot hill
    And "Eve Henry" is in Player1's deck
    And "Eve Henry" is not in play
    And Player2 is asked to "Select a dude"

  Scenario: With Eve already in play Dawn's discard brings no second Eve
    Given Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
      | Eve Henry        | Blake Ranch |
    And Player1's deck is "Eve Henry #2, Bottom Dealin', Roan, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster, Cheatin' Varmint"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 discards "Dr. Dawn Edwards"
    Then "Eve Henry #2" is in Player1's deck
    And "Eve Henry" is at "Blake Ranch"
    And Player2 is asked to "Select a dude"

  Scenario: Dawn discarded at Upkeep, not as a casualty, brings nobody
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1 has these dudes:
      | dude             | at   |
      | Dr. Dawn Edwards | home |
    When Player1 discards "Dr. Dawn Edwards" and pays upkeep
    Then "Dr. Dawn Edwards" is in Player1's discard pile
    And "Eve Henry" is in Player1's deck
    And "Eve Henry" is not in play
    And Player2 is asked to "Select a card"
