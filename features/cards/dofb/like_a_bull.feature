@card:25049
Feature: Like a Bull...
  Cheatin' Resolution: The cheatin' player either pays 1 ghost rock or discards a random card.
  If this is a shootout, reduce your casualties by 1.
  Resolution: If this shootout is at a deed, boot the deed. It does not provide control points
  or production until after the next Upkeep phase.

  Every dude here is a draw. Player2 reveals a cheatin' hand (two 4S) that beats Player1's
  high card by one rank.

  Background:
    Given the board "shootout"
    And Player1's hand is "Like a Bull..."
    And Player1 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
      | Travis Moone | Bank of California |
    And Player2 has these dudes:
      | dude          | at                 |
      | Steele Archer | Bank of California |

  Scenario: The cheater pays 1 ghost rock, and your casualties are reduced by 1
    Given Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    And Player2 has 1 ghost rock
    And Player2's hand is "Shotgun"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 plays "Like a Bull..."
    Then the options are:
      """
      pay 1 ghost rock
      discard a random card
      """
    When Player2 chooses "pay 1 ghost rock"
    Then Player2 has 0 ghost rock
    And "Shotgun" is in Player2's hand
    And the log contains in order:
      """
      Player1 plays Like a Bull...
      Player2 pays 1 ghost rock
      Player1 reduces their casualties by 1
      """
    When Player1 discards "Travis Moone"
    Then the log contains "Player1 discards Travis Moone to cover 1 casualty (1 remaining)"
    And Player1 is asked to "Select a casualty"

  Scenario: A cheater without ghost rock discards a random card
    Given Player1's next draw hand is "2H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    And Player2's hand is "Shotgun"
    And Player2 has 0 ghost rock
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 plays "Like a Bull..."
    Then the options are:
      """
      discard a random card
      """
    When Player2 chooses "discard a random card"
    Then "Shotgun" is in Player2's discard pile
    And the log contains "Player2 discards Shotgun at random"
    And Player1 is asked to "Select a casualty"

  Scenario: At a deed the Resolution boots it: no control points or production until after the next Upkeep
    Given Player1's next draw hand is "AH AD AC 9S KH"
    And Player2's next draw hand is "2H 3D 6C 9C QC"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 plays "Like a Bull... (2nd ability)"
    Then "Bank of California" is booted
    And "Bank of California" has 0 control points
    And "Bank of California" has 0 production
    And "Bank of California" has "control fixed at 0, production fixed at 0" from "Like a Bull..." until end of phase
    And the log contains "Player1 boots Bank of California: it provides no control points or production until after the next Upkeep phase"
    And Player2 is asked to "Select a casualty"

  Scenario: A shootout away from a deed: the Resolution is not offered
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "AH AD AC 9S KH"
    And Player2's next draw hand is "2H 3D 6C 9C QC"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    Then the log contains "Player1 has no resolution play and passes"
    And "Like a Bull..." is in Player1's hand
    And Player2 is asked to "Select a casualty"
