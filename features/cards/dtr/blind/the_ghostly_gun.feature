@card:01009 @blind
Feature: The Ghostly Gun (blind proof)
  Resolution: Put The Ghostly Gun into your draw hand; he becomes the suit and value of
  your choice. Discard a card from your draw hand.

  Background:
    Given the board "shootout"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player1 has these dudes:
      | dude            | at          |
      | The Ghostly Gun | Town Square |
      | Bobo            | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Bobo" against "Clyde Owens"
    And Player1's posse is "Bobo, The Ghostly Gun"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 5S 5D QH"

  Scenario: The Ghostly Gun becomes the card of your choice in the draw hand
    When Player1 picks "Bobo" as shooter
    Then Player1's hand rank is 2
    When Player1 uses "The Ghostly Gun"
    And Player1 chooses "K"
    And Player1 chooses "Clubs"
    And Player1 chooses "4C"
    Then Player1's hand rank is 4
    And Player1's draw hand is "KS KH KC 9D 6C"
    And "The Ghostly Gun" is in Player1's draw hand
    And Player1's posse is "Bobo"
    And Player1 wins the round
    And Player2 takes 1 casualty
    When Player2 discards "Clyde Owens"
    And Player1 is done
    Then "The Ghostly Gun" is in Player1's discard pile
    And "The Ghostly Gun" is not in play

  Scenario: Any card of the draw hand may be discarded, even to a worse hand
    When Player1 picks "Bobo" as shooter
    And Player1 uses "The Ghostly Gun"
    And Player1 chooses "A"
    And Player1 chooses "Spades"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "AS"
    When Player1 chooses "KS"
    Then Player1's draw hand is "AS KH 9D 6C 4C"
    And Player1's hand rank is 1
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"

  Scenario: Choosing a card already in the hand makes a cheatin' hand
    Two cards of the same value and suit make the hand illegal (rules digest §5.6).
    When Player1 picks "Bobo" as shooter
    And Player1 uses "The Ghostly Gun"
    And Player1 chooses "K"
    And Player1 chooses "Spades"
    And Player1 chooses "4C"
    Then Player1's draw hand is "KS KS KH 9D 6C"
    And Player1's hand rank is 4
    And the log contains "Player1's draw hand is now KS KH 9D 6C KS: Cheatin' Three of a Kind (rank 4)"
    And Player2 is asked to "Select a casualty"
