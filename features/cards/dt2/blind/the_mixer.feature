@card:24056 @blind
Feature: The Mixer (blind proof)
  Shootout: Target dude ignores all bullet modifiers from opponents' actions and
  abilities.

  Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets -2 bullets
  (minimum 0) and becomes a draw." Clint Ramsey has 2 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                           | at          |
      | The Mixer (Weird West Edition) | Town Square |
      | Clint Ramsey                   | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The Mixer's target ignores the opponent's -2 bullets
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "The Mixer (Weird West Edition)" to the posse
    And Player1 uses "The Mixer (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 2 bullets
    And "Sun in Yer Eyes" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A dude The Mixer did not target still loses the bullets
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "The Mixer (Weird West Edition)" to the posse
    And Player1 uses "The Mixer (Weird West Edition)"
    And Player1 selects "The Mixer (Weird West Edition)"
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bullets
    And "The Mixer (Weird West Edition)" has 1 bullets
    And Player1 is asked to "Select a dude"

  Scenario: The Mixer's own player's bullet modifiers still count
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is empty
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "The Mixer (Weird West Edition)" to the posse
    And Player1 uses "The Mixer (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 bullets
    And Player1 is asked to "Select a dude"
