@card:24170 @blind
Feature: Jael's Guile (blind proof)
  Cheatin' Resolution, Boot: If your hand is cheatin', you must boot this dude to use
  this ability. The cheatin' player boots or discards a dude in their posse, then boots
  or discards a dude in their posse. Wanted dudes must be chosen if possible.

  Clint Ramsey carries Jael's Guile. Player2 cheats with Two Pair (3H 3H) and a posse of
  Clyde Owens and Steven Wiles.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                       |
      | Clint Ramsey | Town Square | Jael's Guile (Weird West Edition) |
    And Player2's next draw hand is "3H 3H 6C 6S KH"

  Scenario: Legal hand: the cheater boots one dude and discards the other; Clint stays unbooted
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    And Player2 selects "Clyde Owens"
    And Player2 chooses "discard"
    And Player2 selects "Steven Wiles"
    And Player2 chooses "boot"
    Then "Clyde Owens" is in Player2's discard pile
    And "Steven Wiles" is booted
    And "Jael's Guile (Weird West Edition)" is booted
    And "Clint Ramsey" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: Cheatin' too: Clint must boot to use it
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2S 2S 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    And Player2 selects "Clyde Owens"
    And Player2 chooses "boot"
    And Player2 selects "Steven Wiles"
    And Player2 chooses "boot"
    Then "Clint Ramsey" is booted
    And "Jael's Guile (Weird West Edition)" is booted
    And "Clyde Owens" is booted
    And "Steven Wiles" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A wanted dude must be chosen first
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Clyde Owens  | Town Square | 0      |
      | Steven Wiles | Town Square | 1      |
    And Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    Then Player2 may not choose "Clyde Owens"
    And Player2 may choose "Steven Wiles"
    And Player2 is asked to "Select a dude"

  Scenario: No use against a legal hand: nothing is booted
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
    And Player2's next draw hand is "3H 3D 6C 6S KH"
    And Player1's next draw hand is "2S 2H 5D 9C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then "Jael's Guile (Weird West Edition)" is unbooted
    And "Clyde Owens" is unbooted
    And Player1 is asked to "Select a casualty"
