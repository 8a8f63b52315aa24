@card:24170
Feature: Jael's Guile (Weird West Edition)
  Cheatin' Resolution, Boot: If your hand is cheatin', you must boot this dude to use this
  ability. The cheatin' player boots or discards a dude in their posse, then boots or
  discards a dude in their posse. Wanted dudes must be chosen if possible.

  Olivia Jenks carries Jael's Guile and calls out Steven Wiles; Steele Archer joins him.
  3H 3H is a pair of the same value and suit: a cheatin' hand.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                       |
      | Olivia Jenks | Town Square | Jael's Guile (Weird West Edition) |
    And Player2's next draw hand is "3H 3H 6C 9S KH"

  @ruling:jaels-guile-boot-or-discard
  Scenario: The cheater boots or discards two dudes of their posse, wanted ones first
    Given Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 0      |
      | Steele Archer | Town Square | 1      |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    Then Player2 may choose "Steele Archer"
    And Player2 may not choose "Steven Wiles"
    When Player2 selects "Steele Archer"
    And Player2 chooses "boot"
    Then Player2 may choose "Steele Archer"
    When Player2 selects "Steele Archer"
    Then Player2 is asked to "Select an option"
    And Player2 may choose "discard"
    And Player2 may not choose "boot"
    When Player2 chooses "discard"
    Then "Steele Archer" is in Player2's discard pile
    And Player2 is asked to "Select a casualty"
    And "Jael's Guile (Weird West Edition)" is booted
    And "Olivia Jenks" is unbooted
    And the log contains in order:
      """
      Player1 uses Jael's Guile (Weird West Edition)
      Player2 boots Steele Archer
      Player2 discards Steele Archer
      """

  Scenario: With a cheatin' hand of your own, this dude boots too
    Given Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Jael's Guile (Weird West Edition)"
    Then "Olivia Jenks" is booted
    And Player2 may choose "Steven Wiles"
    And Player2 may choose "Steele Archer"
    When Player2 selects "Steven Wiles"
    And Player2 chooses "boot"
    And Player2 selects "Steele Archer"
    And Player2 chooses "boot"
    Then "Steven Wiles" is booted
    And "Steele Archer" is booted
    And the log contains "Player1 boots Olivia Jenks for Jael's Guile (Weird West Edition)"
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it is no play
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 4H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Jael's Guile (Weird West Edition)" is unbooted
    And the log does not contain "Player1 uses Jael's Guile (Weird West Edition)"

  Scenario: With a cheatin' hand of your own and this dude booted, it is no play
    Given Player1 has these dudes:
      | dude         | at          | attachments                       | booted |
      | Olivia Jenks | Town Square | Jael's Guile (Weird West Edition) | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    When Player2 calls out "Olivia Jenks" with "Steven Wiles"
    And Player1 accepts
    Then Player2 is asked to "Select a casualty"
    And "Jael's Guile (Weird West Edition)" is unbooted
    And the log does not contain "Player1 uses Jael's Guile (Weird West Edition)"

  Scenario: With a legal hand, a booted dude may still use it
    Given Player1 has these dudes:
      | dude         | at          | attachments                       | booted |
      | Olivia Jenks | Town Square | Jael's Guile (Weird West Edition) | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    When Player2 calls out "Olivia Jenks" with "Steven Wiles"
    And Player1 accepts
    And Player1 uses "Jael's Guile (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    And Player2 chooses "discard"
    Then "Steven Wiles" is in Player2's discard pile
    And "Jael's Guile (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"
