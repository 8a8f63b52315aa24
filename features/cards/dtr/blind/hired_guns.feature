@card:01106 @blind
Feature: Hired Guns (blind proof)
  Noon: Place a dude from your discard pile into your hand.

  The action costs 1 ghost rock; Player1 has 10.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Hired Guns"

  Scenario: A dude comes back from the discard pile to the hand
    Given Player1's discard pile is "Olivia Jenks, Shotgun"
    When Player1 plays "Hired Guns"
    And Player1 chooses "Olivia Jenks"
    Then Player1's hand is "Olivia Jenks"
    And Player1's discard pile is "Shotgun, Hired Guns"
    And Player1 has 9 ghost rock

  Scenario: Only dudes of its player's own discard pile can be chosen
    Given Player1's discard pile is "Olivia Jenks, Shotgun"
    And Player2's discard pile is "Clyde Owens"
    When Player1 plays "Hired Guns"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Clyde Owens"

  Scenario: With no dude in the discard pile it cannot be played
    Given Player1's discard pile is "Shotgun"
    When Player1 tries to play "Hired Guns"
    Then the play is refused by rule "ability.target"
    And Player1's hand is "Hired Guns"
    And Player1 has 10 ghost rock
