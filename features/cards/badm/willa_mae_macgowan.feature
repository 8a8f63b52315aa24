@card:13010
Feature: Willa Mae MacGowan
  Dude, 1 bullets, draw. Resolution: Ace Willa to send all other dudes in your posse home
  booted.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude               | at          |
      | Willa Mae MacGowan | Town Square |
      | Clyde Owens        | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  Scenario: Resolution: Willa is aced and the rest of her posse goes home booted
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Willa Mae MacGowan" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 uses "Willa Mae MacGowan"
    Then "Willa Mae MacGowan" is in Player1's boot hill
    And "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is booted
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player1 aces Willa Mae MacGowan
      Player1 sends Clyde Owens home booted
      """
    And Player2 is asked to "Select a dude"
