@card:24190
Feature: Sight Beyond Sight (Weird West Edition)
  Noon Hex 6, Boot: Look at a random card in an opponent's hand.
  Noon Hex 9, Boot: Look at two random cards in an opponent's hand.
  Noon Hex 12, Boot: Look at three random cards in an opponent's hand.

  Steele Archer is a Huckster 2. The cards seen are drawn with the game's seeded RNG (the
  scenario's seed decides which); the hand stays as it was.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Sight Beyond Sight (Weird West Edition) |
    And Player2's hand is "Shotgun, Jake Smiley, Bad Company, Pinned Down"

  @rule:spell.cast
  Scenario: Hex 6 shows one random card of the opponent's hand
    Given Player1's next pull is "4H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    Then "Sight Beyond Sight (Weird West Edition)" is booted
    And Player2 has 4 cards in hand
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 4H + 2 = 6 against difficulty 6
      Player1 looks at Jake Smiley in Player2's hand
      """
    And the log does not contain "Player1 looks at Bad Company"

  @rule:spell.cast
  Scenario: Hex 6 fails short of 6
    Given Player1's next pull is "3H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    Then the log does not contain "Player1 looks at"

  @rule:spell.cast
  Scenario: Hex 9 shows two
    Given Player1's next pull is "7H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (2nd ability)"
    Then "Sight Beyond Sight (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 7H + 2 = 9 against difficulty 9
      Player1 looks at Jake Smiley in Player2's hand
      Player1 looks at Bad Company in Player2's hand
      """
    And the log does not contain "Player1 looks at Shotgun"

  @rule:spell.cast
  Scenario: Hex 9 fails short of 9
    Given Player1's next pull is "6H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (2nd ability)"
    Then the log does not contain "Player1 looks at"

  @rule:spell.cast
  Scenario: Hex 12 shows three
    Given Player1's next pull is "10H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (3rd ability)"
    Then "Sight Beyond Sight (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with 10H + 2 = 12 against difficulty 12
      Player1 looks at Jake Smiley in Player2's hand
      Player1 looks at Bad Company in Player2's hand
      Player1 looks at Shotgun in Player2's hand
      """
    And the log does not contain "Player1 looks at Pinned Down"

  @rule:spell.cast
  Scenario: Hex 12 fails short of 12
    Given Player1's next pull is "9H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (3rd ability)"
    Then the log does not contain "Player1 looks at"

  @rule:spell.cast
  Scenario: A hand with fewer cards shows them all
    Given Player2's hand is "Shotgun"
    And Player1's next pull is "10H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition) (3rd ability)"
    Then the log contains "Player1 looks at Shotgun in Player2's hand"
    And Player2 has 1 cards in hand
