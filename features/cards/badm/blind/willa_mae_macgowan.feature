@card:13010 @blind
Feature: Willa Mae MacGowan (Bad Medicine) (blind proof)
  Dude; 1 bullet.
  Resolution: Ace Willa to send all other dudes in your posse home booted.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                  | at          |
      | Clint Ramsey                          | Town Square |
      | Jake Smiley                           | Town Square |
      | Willa Mae MacGowan (Bad Medicine)     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2D 4H 6C 9S QS"
    And Player2's next draw hand is "KS KH 9D 6H 4C"

  Scenario: Willa is aced and the rest of her posse goes home booted
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 adds "Willa Mae MacGowan" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses "Willa Mae MacGowan"
    Then "Willa Mae MacGowan" is in Player1's boot hill
    And "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And Player1's posse is empty
    And Player2 is asked to "Select a dude"
