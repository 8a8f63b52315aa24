@card:24260 @blind
Feature: Ancestor Spirit (Weird West Edition) (blind proof)
  Token dude: 0 bullets (draw), 1 influence, value 1.
  Cannot be included in decks. Remove this token from the game if it leaves this location,
  or at the end of the turn.

  Many Speak as One (Weird West Edition) puts it into play: "Noon Spirit 9, Boot: Put a
  0-draw, 1-influence Ancestor Spirit token into play at this location." Bloody Teeth is a
  Shaman 1: a pull of 9 makes 10, enough for Spirit 9 (digest §7.1). A turn is the day; its
  end comes after Sundown (§3.4). A token removed from the game goes to no pile (§1.2).

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  Scenario: Many Speak as One puts the token into play at its Shaman's location
    Given Player1 has these dudes:
      | dude         | at          | attachments                            |
      | Bloody Teeth | Town Square | Many Speak as One (Weird West Edition) |
    And Player1's next pull is "9D"
    When Player1 uses "Many Speak as One (Weird West Edition)"
    Then "Ancestor Spirit (Weird West Edition)" is in play
    And "Ancestor Spirit (Weird West Edition)" is at "Town Square"
    And "Ancestor Spirit (Weird West Edition)" has 1 influence
    And "Ancestor Spirit (Weird West Edition)" has 0 bullets
    And "Ancestor Spirit (Weird West Edition)" is a draw
    And Player1 has 2 dudes in play

  Scenario: The token is removed from the game when it leaves its location
    Given Player1 has these dudes:
      | dude                                 | at          |
      | Ancestor Spirit (Weird West Edition) | Town Square |
      | Bloody Teeth                         | Town Square |
    When Player1 moves "Ancestor Spirit (Weird West Edition)" to "Player1's home"
    Then "Ancestor Spirit (Weird West Edition)" is not in play
    And "Ancestor Spirit (Weird West Edition)" is not in Player1's discard pile
    And "Ancestor Spirit (Weird West Edition)" is not in Player1's boot hill
    And "Ancestor Spirit (Weird West Edition)" is not in Player1's hand
    And Player1 has 1 dudes in play

  Scenario: The token stays while it stays at its location, through Sundown
    Given Player1 has these dudes:
      | dude                                 | at          |
      | Ancestor Spirit (Weird West Edition) | Town Square |
      | Bloody Teeth                         | Town Square |
    When the game advances to Sundown
    Then "Ancestor Spirit (Weird West Edition)" is in play
    And "Ancestor Spirit (Weird West Edition)" is at "Town Square"

  Scenario: The token is removed from the game at the end of the turn
    Given Player1 has these dudes:
      | dude                                 | at          |
      | Ancestor Spirit (Weird West Edition) | Town Square |
      | Bloody Teeth                         | Town Square |
    When the game advances to the Upkeep phase of day 2
    Then "Ancestor Spirit (Weird West Edition)" is not in play
    And "Ancestor Spirit (Weird West Edition)" is not in Player1's discard pile
    And "Bloody Teeth" is in play
    And Player1 has 1 dudes in play

  Scenario: Cannot be included in decks
    Given Player1's deck is "Ancestor Spirit (Weird West Edition)"
    Then the board is refused by rule "token"

  Scenario: Sent home by refusing a call out, the token leaves its location and is removed
    Given Player1 has these dudes:
      | dude                                 | at          |
      | Ancestor Spirit (Weird West Edition) | Town Square |
      | Bloody Teeth                         | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And it is Player2's turn
    When Player2 calls out "Ancestor Spirit (Weird West Edition)" with "Olivia Jenks"
    And Player1 refuses
    Then "Ancestor Spirit (Weird West Edition)" is not in play
    And "Ancestor Spirit (Weird West Edition)" is not in Player1's discard pile
    And Player1 has 1 dudes in play
