@card:01024
Feature: Sheriff Dave Montreal
  If your opponent in Dave's shootout reveals a cheatin' hand and you do not, your dudes
  cannot be casualties this round.

  Player1 (Clint Ramsey, Pancho Castillo) calls out Dave's posse (Dave, Steele Archer) and
  wins the round by two ranks; "KS KS" in a hand is cheatin'.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude                  | at          |
      | Sheriff Dave Montreal | Town Square |
      | Steele Archer         | Town Square |

  @rule:shootout.casualties.protected
  Scenario: Against a cheatin' hand Dave's dudes cannot be casualties this round
    Given Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Sheriff Dave Montreal" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then Player2 is asked to "Select a dude"
    And Player2's posse is "Steele Archer, Sheriff Dave Montreal"
    And "Steele Archer" has "cannot be a casualty" from "Sheriff Dave Montreal" until end of shootout round
    And the log contains in order:
      """
      Player1 reveals KS KS 9D 9H 4C: Cheatin' Two Pair (rank 3)
      Player2 uses Sheriff Dave Montreal so that their dudes cannot be casualties this round
      Player1 wins the round by 2 ranks
      Player2's posse cannot take 2 casualties
      """

  Scenario: The protection ends with the round
    Given Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Sheriff Dave Montreal" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 stays
    And Player1 stays
    Then "Steele Archer" has no lasting effects
    And "Sheriff Dave Montreal" has no lasting effects
    And Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"

  Scenario: When both hands are cheatin', Dave's dudes take their casualties
    Given Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Sheriff Dave Montreal" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And "Steele Archer" has no lasting effects
    And the log does not contain "Player2 uses Sheriff Dave Montreal"

  Scenario: A legal hand against Dave's posse leaves its dudes open to casualties
    Given Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Sheriff Dave Montreal" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And the log does not contain "Player2 uses Sheriff Dave Montreal"

  Scenario: Dave protects only in his own shootout
    Given Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 picks "Clint Ramsey" as shooter
    Then Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And "Sheriff Dave Montreal" has no lasting effects
    And the log does not contain "Player2 uses Sheriff Dave Montreal"

  @rule:shootout.casualties.discard
  Scenario: A Sidekick is not a dude: it still covers a casualty for Dave's posse
    Given Player2 has these dudes:
      | dude                  | at          | attachments |
      | Sheriff Dave Montreal | Town Square |             |
      | Steele Archer         | Town Square | Bluetick    |
    And Player1's next draw hand is "KS KS 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Sheriff Dave Montreal" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then Player2 takes 2 casualties
    And the options are:
      """
      discard Bluetick
      """
    When Player2 discards "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And Player2's posse is "Steele Archer, Sheriff Dave Montreal"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player2 discards Bluetick to cover 1 casualty (1 remaining)
      Player2's posse cannot take 1 casualty
      """
