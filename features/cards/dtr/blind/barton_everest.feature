@card:01040 @blind
Feature: Barton Everest (blind proof)
  If you reveal a cheatin' hand in Barton's shootout, raise your draw hand rank by 1
  for this round.

  A pair with two KS is a cheatin' One Pair (rank 2); "2D 3D 5C 9S QS" is a legal
  High Card (rank 1).

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Barton's player reveals a cheatin' hand and its rank is raised by 1
    Given Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
    And Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    Then Player1's hand rank is 3
    And Player2's hand rank is 1
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: A legal hand in Barton's shootout is not raised
    Given Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    Then Player1's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent's cheatin' hand in Barton's shootout is not raised
    Given Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    Then Player2's hand rank is 2
    And Player1's hand rank is 1
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A cheatin' hand in a shootout Barton is not in is not raised
    Given Player1 has these dudes:
      | dude           | at            |
      | Clint Ramsey   | Town Square   |
      | Barton Everest | Blake Ranch   |
    And Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
