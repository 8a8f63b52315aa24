@card:01146
Feature: Gunslinger
  Dude, Token, 2 bullets stud. Cannot be included in decks. Remove this token from the game
  after this shootout.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The Gunslinger is removed from the game once its shootout is over
    Given Player1 has these dudes:
      | dude       | at          |
      | Gunslinger | Town Square |
    When Player1 calls out "Olivia Jenks" with "Gunslinger"
    And Player2 accepts
    And Player2 aces "Olivia Jenks"
    Then "Gunslinger" is in play
    When Player1 is done
    Then "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And "Gunslinger" is not in Player1's Boot Hill
    And Player1 has 0 dudes in play
    And the log contains in order:
      """
      Player2 aces Olivia Jenks to cover 2 casualties (1 remaining)
      Player1 removes the Gunslinger token from the game
      """

  Scenario: Until a shootout ends the Gunslinger stays in play
    Given Player1 has these dudes:
      | dude       | at          |
      | Gunslinger | Town Square |
    When Player1 moves "Gunslinger" to "Player1's home"
    Then "Gunslinger" is in play
    And "Gunslinger" is at "Player1's home"
    And the log does not contain "Player1 removes the Gunslinger token from the game"

  Scenario: A Gunslinger that stayed out of the posse still leaves when the shootout ends
    Given Player1 has these dudes:
      | dude          | at          |
      | Gunslinger    | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Allie Hensman"
    And Player2 accepts
    And Player1 is done
    And Player2 aces "Olivia Jenks"
    And Player1 is done
    Then "Gunslinger" is not in play
    And the log contains "Player1 removes the Gunslinger token from the game"
