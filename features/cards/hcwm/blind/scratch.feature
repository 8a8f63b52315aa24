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
