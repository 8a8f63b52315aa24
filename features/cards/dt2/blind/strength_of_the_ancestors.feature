@card:24202 @blind
Feature: Strength of the Ancestors (blind proof)
  Spell, Spirit. Noon Spirit 5, Boot: This dude gets +3 bullets, becomes a stud, and other
  players' card effects cannot boot them or send them home booted. These effects end if
  this dude leaves this location (or at the end of the turn.)

  Black Elk: Shaman 3, 0 bullets, a draw (casts on a pull of 2 or more). Matilda Loomis:
  Shaman 1 (a pull of 4 or more). Raking Dragons (Player2's technique, Bai Yang Chen
  performs it on a pull up to 10) boots a dude and gives him -2 value.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  Scenario: Cast: +3 bullets and a stud
    Given Player1 has these dudes:
      | dude      | at            | attachments                                    |
      | Black Elk | General Store | Strength of the Ancestors (Weird West Edition) |
    And Player1's next pull is "2H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    Then "Black Elk" has 3 bullets
    And "Black Elk" is a stud
    And "Strength of the Ancestors (Weird West Edition)" is booted
    And "Black Elk" is unbooted

  Scenario: A failed cast gives nothing
    Given Player1 has these dudes:
      | dude           | at            | attachments                                    |
      | Matilda Loomis | General Store | Strength of the Ancestors (Weird West Edition) |
    And Player1's next pull is "3H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    Then "Matilda Loomis" has 2 bullets
    And "Matilda Loomis" is a draw
    And "Strength of the Ancestors (Weird West Edition)" is booted

  Scenario: The effects end when the dude leaves the location
    Given Player1 has these dudes:
      | dude      | at            | attachments                                    |
      | Black Elk | General Store | Strength of the Ancestors (Weird West Edition) |
    And Player1's next pull is "9H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Black Elk" to "Town Square"
    Then "Black Elk" has 0 bullets
    And "Black Elk" is a draw

  Scenario: The effects end at the end of the turn
    Given Player1 has these dudes:
      | dude      | at            | attachments                                    |
      | Black Elk | General Store | Strength of the Ancestors (Weird West Edition) |
    And Player1's next pull is "9H"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    And Player2 passes
    Then "Black Elk" has 3 bullets
    When the game advances to the Upkeep phase of day 2
    Then "Black Elk" has 0 bullets
    And "Black Elk" is a draw

  Scenario: Another player's card effect cannot boot the dude
    Given Player1 has these dudes:
      | dude      | at          | attachments                                    |
      | Black Elk | Town Square | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2's hand is "Raking Dragons (Weird West Edition)"
    And Player1's next pull is "9H"
    And Player2's next pull is "4D"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    And Player2 calls out "Black Elk" with "Bai Yang Chen"
    And Player1 accepts
    And Player2 plays "Raking Dragons (Weird West Edition)"
    And Player2 selects "Black Elk"
    Then "Black Elk" is unbooted
    And "Black Elk" has 7 value
    And Player2 is asked to "Select a casualty"

  Scenario: Another player's card effect cannot send the dude home booted
    Rabbit's Deception (Player2's technique): "Send this dude home booted. If they were
    unbooted when you played this card, you may also send an opposing dude home booted."
    Given Player1 has these dudes:
      | dude      | at          | attachments                                    |
      | Black Elk | Town Square | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Steven Wiles  | Town Square |
    And Player2's hand is "Rabbit's Deception (Weird West Edition)"
    And Player1's next pull is "9H"
    And Player2's next pull is "4D"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    And Player2 calls out "Black Elk" with "Bai Yang Chen"
    And Player1 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 plays "Rabbit's Deception (Weird West Edition)"
    And Player2 selects "Black Elk"
    Then "Bai Yang Chen" is at "Player2's home"
    And "Black Elk" is at "Town Square"
    And "Black Elk" is unbooted
    And "Black Elk" has 3 bullets
    And Player2 is asked to "Select a casualty"
