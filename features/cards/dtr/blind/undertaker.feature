@card:01076 @blind
Feature: Undertaker (blind proof)
  This deed's controller gains 2 ghost rock each time an in-play dude is aced.

  Board "shootout" with the Undertaker on Player1's street; each player has 5 ghost
  rock. Two Pair against High Card: 2 casualties (the loser's dude is aced); One Pair
  against High Card: 1 casualty (discarded).

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Undertaker"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |

  Scenario: An opposing dude aced as a casualty pays the Undertaker's controller 2 ghost rock
    Given Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player2 aces "Andreas Andregg"
    Then "Andreas Andregg" is in Player2's boot hill
    And Player1 has 7 ghost rock
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: The controller's own dude aced pays too
    Given Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player1 aces "Clint Ramsey"
    Then "Clint Ramsey" is in Player1's boot hill
    And Player1 has 7 ghost rock
    And Player2 has 5 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: A dude discarded, not aced, pays nothing
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player2 discards "Andreas Andregg"
    Then "Andreas Andregg" is in Player2's discard pile
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: An opponent who controls the Undertaker gains the ghost rock
    Given Player2 has these dudes:
      | dude         | at          |
      | Andreas Andregg | Town Square |
      | Steven Wiles    | Undertaker  |
    And Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    Then Player2 controls "Undertaker"
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 aces "Andreas Andregg"
    Then Player2 has 7 ghost rock
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Each dude aced pays separately
    Given Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
      | Tommy Harden    | Town Square |
    And Player1's next draw hand is "KS KH KD KC 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Andreas Andregg" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Tommy Harden" to the posse
    And Player2 picks "Andreas Andregg" as shooter
    And Player2 covers the casualties with "ace Andreas Andregg, ace Tommy Harden"
    Then "Andreas Andregg" is in Player2's boot hill
    And "Tommy Harden" is in Player2's boot hill
    And Player1 has 9 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: A dude card aced from hand was never in play and pays nothing
    Given Player1's street is "home, General Store, Undertaker, Gomorra Parish"
    And Player1's hand is "Steven Wiles"
    When Player1 uses "Gomorra Parish"
    And Player1 aces "Steven Wiles"
    Then "Steven Wiles" is in Player1's boot hill
    And Player1 has 6 ghost rock
