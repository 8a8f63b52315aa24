@card:01040 @blind
Feature: Barton Everest (blind proof)
  If you reveal a cheatin' hand in Barton's shootout, raise your draw hand rank by 1
  for this round.

  A pair with two KS is a cheatin' One Pair (rank 2); "2D 3D 5C 9S QS" is a legal
  High Card (rank 1). The two-round scenarios stack Player1's real deck (Barton's posse
  draws with a stud bonus) and keep the best hand; round 1 ends in a rank tie (each side
  takes 1 casualty) so both posses play round 2.

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

  Scenario: The raise lasts for that round only: a legal hand in round 2 is not raised
    Given Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
      | Clint Ramsey   | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Avie Cline  | Town Square |
      | Jake Smiley | Town Square |
    And Player1's deck starts with "KS KS 9D 6C 4C 2H 7D 3S QS QH 5D 3C 2C 8S JD"
    And Player2's draw hands are "AS AH 8D 8C 4S" and then "2S 4H 6C 8H 10D"
    When Player1 calls out "Avie Cline" with "Barton Everest"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Jake Smiley" to the posse
    And Player1 picks "Barton Everest" as shooter
    And Player2 picks "Avie Cline" as shooter
    And Player1 keeps the best hand
    Then Player1's hand rank is 3
    When Player1 discards "Clint Ramsey"
    And Player2 discards "Jake Smiley"
    And Player1 stays
    And Player2 stays
    And Player1 keeps the best hand
    Then Player1's draw hand is "QS QH 5D 8S JD"
    And Player1's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: A second cheatin' hand in round 2 is raised again
    Given Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
      | Clint Ramsey   | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Avie Cline  | Town Square |
      | Jake Smiley | Town Square |
    And Player1's deck starts with "KS KS 9D 6C 4C 2H 7D 3S KD KD 5D 3C 2C 8S JD"
    And Player2's draw hands are "AS AH 8D 8C 4S" and then "2S 4H 6C 8H 10D"
    When Player1 calls out "Avie Cline" with "Barton Everest"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Jake Smiley" to the posse
    And Player1 picks "Barton Everest" as shooter
    And Player2 picks "Avie Cline" as shooter
    And Player1 keeps the best hand
    Then Player1's hand rank is 3
    When Player1 discards "Clint Ramsey"
    And Player2 discards "Jake Smiley"
    And Player1 stays
    And Player2 stays
    And Player1 keeps the best hand
    Then Player1's hand rank is 3
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
