@card:24260
Feature: Ancestor Spirit (Weird West Edition)
  Dude, Token, 0 bullets draw, 1 influence. Cannot be included in decks. Remove this
  token from the game if it leaves this location, or at the end of the turn.

  Many Speak as One (Weird West Edition) puts the token into play where Enapay (Shaman 1)
  stands; a pull of 8 casts it.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at            | attachments                            |
      | Enapay          | General Store | Many Speak as One (Weird West Edition) |
      | Pancho Castillo | home          |                                        |
      | Steele Archer   | home          |                                        |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
      | Olivia Jenks | Player2's home |
    And Player1's next pull is "8H"

  Scenario: It is removed from the game once it leaves its location
    When Player1 uses "Many Speak as One (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Ancestor Spirit (Weird West Edition)" to "Town Square"
    Then "Ancestor Spirit (Weird West Edition)" is not in play
    And the log contains "Player1 removes the Ancestor Spirit (Weird West Edition) token from the game"

  Scenario: It is removed from the game as the day ends
    When Player1 uses "Many Speak as One (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "Ancestor Spirit (Weird West Edition)" is not in play
    And the log contains "Player1 removes the Ancestor Spirit (Weird West Edition) token from the game"

  Scenario: Another dude moving away does not remove it
    When Player1 uses "Many Speak as One (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Enapay" to "Town Square"
    Then "Ancestor Spirit (Weird West Edition)" is at "General Store"
    And the log does not contain "Player1 removes the Ancestor Spirit (Weird West Edition) token from the game"
