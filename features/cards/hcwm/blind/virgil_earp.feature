@card:22022 @blind
Feature: Virgil Earp (blind proof)
  Cheatin' Resolution: Choose up to three bounty on dudes in the opposing posse. If your
  hand is legal, you may choose up to five bounty. Lower your opponent's hand rank by that
  amount. Your opponent may remove the chosen bounty.

  Steven Wiles (Player2) has 6 bounty and reveals a cheatin' full house (rank 7).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Virgil Earp | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 6      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Steven Wiles"
    And Player2's next draw hand is "3H 3H 3D 6C 6D"

  Scenario: With a legal hand Virgil chooses five bounty: the opponent's hand rank drops by 5
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    When Player1 uses "Virgil Earp"
    And Player1 chooses "5"
    Then Player2's hand rank is 2
    And Player2 is asked to "Select an option"
    When Player2 chooses "keep the bounty"
    Then "Steven Wiles" has 6 bounty
    And Player2's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: The opponent may remove the chosen bounty
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    When Player1 uses "Virgil Earp"
    And Player1 chooses "5"
    And Player2 chooses "remove the bounty"
    Then "Steven Wiles" has 1 bounty
    And Player2's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of his own Virgil chooses at most three
    Given Player1's next draw hand is "2H 2H 6C 8S TD"
    When Player1 uses "Virgil Earp"
    Then Player1 may choose "3"
    And Player1 may not choose "4"
    When Player1 chooses "3"
    And Player2 chooses "keep the bounty"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"

  Scenario: Only bounty on dudes in the opposing posse may be chosen
    Given Player2 has these dudes:
      | dude           | at          | bounty |
      | Steven Wiles   | Town Square | 2      |
      | Jon Longstride | Town Square | 4      |
    And a shootout at "Town Square" led by "Virgil Earp" against "Steven Wiles"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    When Player1 uses "Virgil Earp"
    Then Player1 may choose "2"
    And Player1 may not choose "3"
    When Player1 chooses "2"
    And Player2 chooses "keep the bounty"
    Then Player2's hand rank is 5
    And Player1 is asked to "Select a casualty"
