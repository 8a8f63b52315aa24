@card:24240 @blind
Feature: This'll Hurt in the Morning' (blind proof)
  Cheatin' Resolution: Discard one or two cards of your choice in an opponent's cheatin'
  hand. Replace them with cards drawn from their owner's deck. If your hand is legal, then
  for each card discarded, your opponent must either pay you 1 ghost rock or ace the card.

  Olivia Jenks (Player1) faces Jon Longstride (Player2); both are draws. Player2's
  4S 4S 4D 9H KC is a cheatin' hand (two 4 of spades).

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player2 has 3 ghost rock
    And Player1's hand is "This'll Hurt in the Morning'"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2's next draw hand is "4S 4S 4D 9H KC"

  Scenario: With a legal hand, the opponent pays 1 ghost rock for the card discarded
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "4S"
    And Player1 chooses "done"
    And Player2 chooses "pay 1 ghost rock"
    Then Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And Player2's draw hand holds "4S 4D 9H KC"
    And "This'll Hurt in the Morning'" is in Player1's discard pile
    And Player1 is asked to "Select a casualty"

  Scenario: Two cards discarded: the opponent may ace a card instead of paying
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "4S"
    And Player1 chooses "4D"
    And Player2 chooses "pay 1 ghost rock"
    And Player2 chooses "ace the card"
    Then Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And Player2 has 1 cards in Boot Hill
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of your own, the card is discarded but nobody pays
    Given Player1's next draw hand is "2H 2H 5C 9S KH"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 plays "This'll Hurt in the Morning'"
    And Player1 chooses "4S"
    And Player1 chooses "done"
    Then Player1 has 0 ghost rock
    And Player2 has 3 ghost rock
    And Player2 has 0 cards in Boot Hill
    And Player1 is asked to "Select a casualty"

  Scenario: Not against a legal hand
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jon Longstride"
    When Player1 tries to play "This'll Hurt in the Morning'"
    Then "This'll Hurt in the Morning'" is in Player1's hand
    And Player2 has 3 ghost rock
    And Player2's draw hand is "4S 4C 4D 9H KC"
    And Player1 is asked to "Select a casualty"
