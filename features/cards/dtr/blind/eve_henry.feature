@card:01054 @blind
Feature: Eve Henry (blind proof)
  If you discard Eve as a casualty, you may search your deck for Dr. Dawn Edwards (if
  you don't already have her in play), and play her for free at this location. Shuffle
  your deck.

  Player1's Two Pair loses to Player2's Three of a Kind by 1 rank (1 casualty); a One
  Pair loses by 2 (2 casualties, Eve is aced). Eve is a 3-bullet stud: her draw takes
  3 extra cards off the deck, so Dawn lies deeper.

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's deck is "Bottom Dealin', Roan, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster, Cheatin' Varmint, Dr. Dawn Edwards"
    And Player2's next draw hand is "2D 2H 2C 9S QS"

  Scenario: Eve discarded as a casualty brings Dr. Dawn Edwards from the deck to this location for free
    Given Player1 has these dudes:
      | dude      | at          |
      | Eve Henry | Town Square |
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Eve Henry"
    And Player2 accepts
    And Player1 discards "Eve Henry"
    And Player1 reacts with "Eve Henry"
    Then "Dr. Dawn Edwards" is at "Town Square"
    And "Dr. Dawn Edwards" is in play
    And "Dr. Dawn Edwards" is unbooted
    And "Dr. Dawn Edwards" is not in Player1's deck
    And Player1 has 5 ghost rock
    And "Eve Henry" is in Player1's discard pile
    And Player2 is asked to "Select a dude"

  Scenario: Player1 may decline the search and Dawn stays in the deck
    Given Player1 has these dudes:
      | dude      | at          |
      | Eve Henry | Town Square |
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Eve Henry"
    And Player2 accepts
    And Player1 discards "Eve Henry"
    And Player1 passes
    Then "Dr. Dawn Edwards" is in Player1's deck
    And "Dr. Dawn Edwards" is not in play
    And Player2 is asked to "Select a dude"

  Scenario: Eve aced as a casualty brings nobody
    Given Player1 has these dudes:
      | dude      | at          |
      | Eve Henry | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Avie Cline" with "Eve Henry"
    And Player2 accepts
    And Player1 aces "Eve Henry"
    Then "Eve Henry" is in Player1's boot hill
    And "Dr. Dawn Edwards" is in Player1's deck
    And "Dr. Dawn Edwards" is not in play
    And Player2 is asked to "Select a dude"

  Scenario: With Dawn already in play Eve's discard brings no second Dawn
    Given Player1 has these dudes:
      | dude             | at          |
      | Eve Henry        | Town Square |
      | Dr. Dawn Edwards | Blake Ranch |
    And Player1's deck is "Bottom Dealin', Roan, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster, Cheatin' Varmint, Dr. Dawn Edwards #2"
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Avie Cline" with "Eve Henry"
    And Player2 accepts
    And Player1 discards "Eve Henry"
    Then "Dr. Dawn Edwards #2" is in Player1's deck
    And "Dr. Dawn Edwards" is at "Blake Ranch"
    And Player2 is asked to "Select a dude"
