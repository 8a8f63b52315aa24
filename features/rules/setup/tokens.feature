Feature: Tokens
  Rules digest §1.2: a token (the Gunslinger) enters play only by an effect; it is never
  unique, and if it would go anywhere but play it is removed from the game instead.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:token
  Scenario: A token aced as a casualty leaves the game instead of going to Boot Hill
    Given Player1 has these dudes:
      | dude       | at          |
      | Gunslinger | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC AD 8C JD"
    When Player1 calls out "Olivia Jenks" with "Gunslinger"
    And Player2 accepts
    And Player1 aces "Gunslinger"
    And Player2 is done
    Then "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's Boot Hill
    And Player1 has 0 cards in Boot Hill
    And the log contains "Player1 aces Gunslinger to cover 2 casualties (1 remaining)"

  @rule:token
  Scenario: Tokens are never unique: one player may have two Gunslingers in play
    Given Player1 has these dudes:
      | dude          | at          |
      | Gunslinger    | Town Square |
      | Gunslinger #2 | home        |
    Then "Gunslinger #2" is in play
    And "Gunslinger" is at "Town Square"
    And Player1 has 2 dudes in play
