@card:24142 @blind
Feature: The Whateley Estate (Weird West Edition) (blind proof)
  Owner React, Boot: After a dude moves to this location, boot them.
  Controller Noon, Boot: Put a non-dude card from your Boot Hill into your discard pile.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, The Whateley Estate (Weird West Edition)]
        - name: Player2
          outfit: Law Dogs
          street: [home]
      """

  Scenario: The owner boots a dude who moves in
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And it is Player2's turn
    When Player2 moves "Olivia Jenks" to "The Whateley Estate (Weird West Edition)"
    And Player1 reacts with "The Whateley Estate (Weird West Edition)"
    Then "Olivia Jenks" is at "The Whateley Estate (Weird West Edition)"
    And "Olivia Jenks" is booted
    And "The Whateley Estate (Weird West Edition)" is booted

  Scenario: At Noon a non-dude card comes back from Boot Hill to the discard pile
    Given Player1's boot hill is "Shotgun"
    When Player1 uses "The Whateley Estate (Weird West Edition)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "Shotgun" is not in Player1's boot hill
    And "The Whateley Estate (Weird West Edition)" is booted

  Scenario: A dude in Boot Hill cannot be chosen
    Given Player1's boot hill is "Shotgun, Jake Smiley"
    When Player1 uses "The Whateley Estate (Weird West Edition)"
    Then Player1 may choose "Shotgun"
    And Player1 may not choose "Jake Smiley"
    And Player1 is asked to "Select a card"
