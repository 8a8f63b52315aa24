@card:24243 @blind
Feature: Shortcut (blind proof)
  Noon: Move your unbooted dude to another location.
  React: When forming a posse at an adjacent location, target dude does not boot to move
  to the shootout's location.

  Scenario: At Noon an unbooted dude moves to a non-adjacent location without booting
    Given the board "main street"
    And Player1's hand is "Shortcut"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 plays "Shortcut"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Railroad Station"
    Then "Olivia Jenks" is at "Railroad Station"
    And "Olivia Jenks" is unbooted
    And "Shortcut" is in Player1's discard pile

  Scenario: A booted dude cannot take the Shortcut
    Given the board "main street"
    And Player1's hand is "Shortcut"
    And Player1 has these dudes:
      | dude         | at   | booted |
      | Olivia Jenks | home | true   |
    When Player1 tries to play "Shortcut"
    Then "Olivia Jenks" is at "Player1's home"
    And "Shortcut" is in Player1's hand

  Scenario: Forming a posse, a dude at an adjacent location joins without booting
    Given the board "shootout"
    And Player1's hand is "Shortcut"
    And Player1 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Pancho Castillo | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 reacts with "Shortcut (2nd ability)"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And Player1's posse is "Steven Wiles, Pancho Castillo"
    And Player1 is asked to "Select a dude"
