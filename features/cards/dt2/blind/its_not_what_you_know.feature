@card:24252 @blind
Feature: It's Not What You Know... (Weird West Edition) (blind proof)
  Resolution: Lower a player's hand rank by 1.
  Cheatin' Resolution: Lower a player's hand rank by 4.

  The card costs 2 ghost rock; each player starts the "shootout" board with 5. Two pair
  is rank 3, a full house rank 7; 3H 3H is a cheatin' pair (the same value and suit).

  Background:
    Given the board "shootout"
    And Player1's hand is "It's Not What You Know... (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"

  Scenario: At resolution the chosen player's hand rank is lowered by 1, for 2 ghost rock
    Given Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 plays "It's Not What You Know... (Weird West Edition)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 2
    And Player1's hand rank is 2
    And Player1 has 3 ghost rock
    And "It's Not What You Know... (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a casualty"

  Scenario: Against a cheatin' hand, the Cheatin' Resolution lowers it by 4
    Given Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "3H 3H 3C KS KD"
    When Player1 plays "It's Not What You Know... (Weird West Edition) (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 3
    And Player1 has 3 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: A hand rank is never lowered below 1
    Given Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "3H 3H 5C 9S KD"
    When Player1 plays "It's Not What You Know... (Weird West Edition) (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player2 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution is refused against a legal hand
    Given Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 tries to play "It's Not What You Know... (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"
