@card:24146 @blind
Feature: Bluetick (Weird West Edition) (blind proof)
  Noon, Boot: Move this dude to the location of a wanted dude.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"

  Scenario: Bluetick leads its dude to a wanted dude's location and boots
    Given Player1 has these dudes:
      | dude        | at   | attachments                   |
      | Jake Smiley | home | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    When Player1 uses "Bluetick (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Jake Smiley" is at "Town Square"
    And "Bluetick (Weird West Edition)" is booted

  Scenario: With no wanted dude in play Bluetick moves nobody
    Given Player1 has these dudes:
      | dude        | at   | attachments                   |
      | Jake Smiley | home | Bluetick (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Bluetick (Weird West Edition)"
    Then "Jake Smiley" is at "home"
