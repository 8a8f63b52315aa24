@card:23012 @blind
Feature: The Angler (blind proof)
  Dude, Abomination, value 7, 0 bullets, stud. Noon: The Angler calls out a dude at his
  location who has the same value.
  Noon: Discard a card to change The Angler's value to that card's value.

  Ulysses Marks is value 7; Pancho Castillo is not; Shotgun is value 3.

  Background:
    Given the board "shootout"

  Scenario: He calls out a dude at his location with his value
    Given Player1 has these dudes:
      | dude       | at          |
      | The Angler | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Ulysses Marks | Town Square |
      | Pancho Castillo | Town Square |
    Then "Ulysses Marks" has 7 value
    When Player1 uses "The Angler"
    Then the options are:
      """
      Ulysses Marks
      cancel
      """
    When Player1 selects "Ulysses Marks"
    Then Player2 is asked to "Select an option"

  Scenario: A dude with the same value at another location is not offered
    Given Player1 has these dudes:
      | dude       | at          |
      | The Angler | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Ulysses Marks | Player2's home |
      | Pancho Castillo | Town Square    |
    When Player1 tries to use "The Angler"
    Then the play is refused by rule "ability.target"

  Scenario: Discarding a card changes his value to that card's value
    Given Player1 has these dudes:
      | dude       | at          |
      | The Angler | Town Square |
    And Player1's hand is "Shotgun"
    When Player1 uses "The Angler (2nd ability)"
    And Player1 discards "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "The Angler" has 3 value

  Scenario: The value change, a Noon ability's effect, lasts through Sundown until the end of the day
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          |
      | The Angler | Town Square |
    And Player1's hand is "Shotgun"
    When Player1 uses "The Angler (2nd ability)"
    And Player1 discards "Shotgun"
    And the game advances to Sundown
    Then "The Angler" has 3 value
    And "The Angler" has "value = 3" from "The Angler" until end of day
