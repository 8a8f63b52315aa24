@card:23027
Feature: Willa Mae MacGowan (Exp.1)
  Experienced Ranger, 1 bullets, draw. Resolution: Discard Willa Mae to send a dude in your
  posse home. If your opponent's hand is cheatin', unboot that dude.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                       | at          |
      | Willa Mae MacGowan (Exp.1) | Town Square |
      | Clyde Owens                | Town Square |
      | Jake Smiley                | Blake Ranch |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "2H 4D 7C 9S KH"

  Scenario: Willa Mae is discarded and sends a dude of her posse home booted
    Given Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Willa Mae MacGowan (Exp.1)" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 uses "Willa Mae MacGowan (Exp.1)"
    Then the options are:
      """
      Clyde Owens
      cancel
      """
    When Player1 selects "Clyde Owens"
    Then "Willa Mae MacGowan (Exp.1)" is in Player1's discard pile
    And "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is booted
    And "Jake Smiley" is at "Blake Ranch"
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player1 discards Willa Mae MacGowan (Exp.1)
      Player1 sends Clyde Owens home booted
      """
    And the log does not contain "Player1 unboots Clyde Owens"
    And Player2 is asked to "Select a dude"

  Scenario: Against a cheatin' hand the dude sent home is unbooted
    Given Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Willa Mae MacGowan (Exp.1)" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 uses "Willa Mae MacGowan (Exp.1)"
    And Player1 selects "Clyde Owens"
    Then "Willa Mae MacGowan (Exp.1)" is in Player1's discard pile
    And "Clyde Owens" is at "Player1's home"
    And "Clyde Owens" is unbooted
    And the log contains "Player1 unboots Clyde Owens"
    And Player2 is asked to "Select a dude"
