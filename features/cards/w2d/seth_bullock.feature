@card:23018
Feature: Seth Bullock
  While your draw hand is cheatin', Seth lowers your hand rank by his bullet rating if he
  is in your posse.

  React: After you use a Cheatin' Resolution ability on an action card, unboot Seth.

  Seth prints 2 bullets. Three queens with two queens of spades is a cheatin' Three of a
  Kind (rank 4).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Seth Bullock | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: In the posse, Seth lowers a cheatin' hand by his 2 bullets
    Given Player1's next draw hand is "QS QS QH 5C 3C"
    And Player2's next draw hand is "2D 3D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then Player1's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: Out of the posse he does not
    Given Player1's next draw hand is "QS QS QH 5C 3C"
    And Player2's next draw hand is "2D 3D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    Then Player1's hand rank is 4
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: A legal hand is not lowered
    Given Player1's next draw hand is "QS QD QH 5C 3C"
    And Player2's next draw hand is "2D 3D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then Player1's hand rank is 4
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: After Player1 plays a Cheatin' Resolution of an action card, Seth unboots
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | no     |
      | Seth Bullock | Town Square | yes    |
    And Player1's hand is "Cheatin' Varmint"
    And Player1 has 4 ghost rock
    And Player1's next draw hand is "QS QD QH 5C 3C"
    And Player2's next draw hand is "2D 2D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Seth Bullock"
    Then "Seth Bullock" is unbooted
    And Player1 has 4 ghost rock
    And Player2's hand rank is 1
    And the log contains in order:
      """
      Player1 uses Seth Bullock
      Player1 unboots Seth Bullock
      """
    And Player2 is asked to "Select a casualty"

  Scenario: The action card's plain Resolution does not unboot him
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | no     |
      | Seth Bullock | Town Square | yes    |
    And Player1's hand is "Cheatin' Varmint"
    And Player1's next draw hand is "QS QD QH 5C 3C"
    And Player2's next draw hand is "2D 3D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    Then Player1 has 0 ghost rock
    And "Seth Bullock" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: A Cheatin' Resolution of a card other than an action does not unboot him
    Given Player1 has these dudes:
      | dude         | at          | booted | attachments                         |
      | Clint Ramsey | Town Square | no     | LeMat Revolver (Weird West Edition) |
      | Seth Bullock | Town Square | yes    |                                     |
    And Player1's next draw hand is "QS QD QH 5C 3C"
    And Player2's next draw hand is "2D 2D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses "LeMat Revolver (Weird West Edition)"
    Then "LeMat Revolver (Weird West Edition)" is booted
    And "Seth Bullock" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent's Cheatin' Resolution does not unboot him
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | no     |
      | Seth Bullock | Town Square | yes    |
    And Player2's hand is "Cheatin' Varmint"
    And Player1's next draw hand is "QS QS QH 5C 3C"
    And Player2's next draw hand is "2D 3D 5C 9S KS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Seth Bullock" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 plays "Cheatin' Varmint #2 (2nd ability)"
    And Player2 chooses "Player1"
    Then "Seth Bullock" is booted
    And Player2 is asked to "Select a casualty"
