@card:22042 @blind
Feature: Scratch (blind proof)
  Sidekick.
  If Scratch is discarded from play, discard a card to draw a card.
  Noon/Shootout, Boot: Move Scratch to another of your dudes at an adjacent location.

  The town square is adjacent to each home.

  Background:
    Given the phase is High Noon

  Scenario: At Noon Scratch goes to another of your dudes next door, booted
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Jake Smiley     | Town Square | Scratch     |
      | Pancho Castillo | home        |             |
    When Player1 uses "Scratch"
    And Player1 selects "Pancho Castillo"
    Then "Scratch" is attached to "Pancho Castillo"
    And "Scratch" is booted

  Scenario: A dude at the same location is not at an adjacent one
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Jake Smiley     | Town Square | Scratch     |
      | Pancho Castillo | Town Square |             |
    When Player1 tries to use "Scratch"
    Then the play is refused by rule "ability.target"

  Scenario: Discarded from play, its owner discards a card to draw one
    Given Player2 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 2      |
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Jake Smiley | Town Square | Scratch     |
    And Player1's hand is "Pistol Whip"
    And Player1's deck is "Shotgun, Mustang"
    And it is Player2's turn
    When Player2 uses "Jonah Essex (Exp.1)"
    And Player2 selects "Scratch"
    And Player2 selects "Jonah Essex (Exp.1)"
    And Player1 selects "Pistol Whip"
    Then "Scratch" is in Player1's discard pile
    And "Pistol Whip" is in Player1's discard pile
    And "Shotgun" is in Player1's hand
