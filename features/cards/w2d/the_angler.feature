@card:23012
Feature: The Angler
  Noon: The Angler calls out a dude at his location who has the same value.

  Noon: Discard a card to change The Angler's value to that card's value.

  The Angler prints value 7. Seth Bullock and "Dynamite" Jacc have value 7, Steven Wiles 8, Olivia Jenks 2;
  Bluetick is a 2 of hearts.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude       | at          |
      | The Angler | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Seth Bullock | Town Square |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
      | Sloane       | Player2's home |
      | "Dynamite" Jacc | Player2's home |
    And Player1's hand is "Bluetick"

  Scenario: The Angler calls out a dude of his own value at his location
    Given "Seth Bullock" gets "cannot be chosen by opponents" from "Seth Bullock" until end of day
    When Player1 uses "The Angler"
    Then Player1 may choose "Seth Bullock"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose ""Dynamite" Jacc"
    When Player1 selects "Seth Bullock"
    Then Player2 is asked to "Select an option"
    When Player2 refuses
    Then "Seth Bullock" is at "Player2's home"
    And "Seth Bullock" is booted
    And the log contains "Player1 uses The Angler to call out Seth Bullock"

  Scenario: Discarding a card gives The Angler its value
    When Player1 uses "The Angler (2nd ability)"
    And Player1 chooses "discard Bluetick"
    Then "Bluetick" is in Player1's discard pile
    And "The Angler" has 2 value
    And the log contains in order:
      """
      Player1 uses The Angler
      Player1 changes The Angler's value to 2
      """
    When Player2 passes
    And Player1 uses "The Angler"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Seth Bullock"
    When Player1 selects "Olivia Jenks"
    Then Player2 is asked to "Select an option"

  Scenario: With no card in hand he cannot change his value
    Given Player1's hand is empty
    When Player1 tries to use "The Angler (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "The Angler" has 7 value
