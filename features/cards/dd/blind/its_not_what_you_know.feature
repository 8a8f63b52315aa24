@card:03021 @blind
Feature: It's Not What You Know... (Double Dealin') (blind proof)
  Action.
  Resolution: Lower a player's draw hand by 1 rank.
  Cheatin' Resolution: Lower a player's draw hand by 4 ranks.

  Player2's pair of 2s is One Pair (rank 2); "2D 2D 6C 6S 6H" is a cheatin' Full House
  (rank 7).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "It's Not What You Know... (Double Dealin')"
    And Player1's next draw hand is "3H 4C 6S 8D JH"

  Scenario: Resolution: the opponent's hand is lowered by 1 rank
    Given Player2's next draw hand is "2D 2H 6C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "It's Not What You Know..."
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And "It's Not What You Know..." is in Player1's discard pile
    And Player1 is asked to "Select a casualty"

  Scenario: Cheatin' Resolution: a cheatin' hand is lowered by 4 ranks
    Given Player2's next draw hand is "2D 2D 6C 6S 6H"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 3
    And Player1 is asked to "Select a casualty"
