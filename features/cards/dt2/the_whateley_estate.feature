@card:24142
Feature: The Whateley Estate (Weird West Edition)
  Owner React, Boot: After a dude moves to this location, boot them.
  Controller Noon, Boot: Put a non-dude card from your Boot Hill into your discard pile.

  Background:
    Given the board "shootout"
    And Player1's street is "home, The Whateley Estate (Weird West Edition)"

  Scenario: The owner boots a dude who moves in
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And it is Player2's turn
    When Player2 moves "Olivia Jenks" to "The Whateley Estate (Weird West Edition)"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "The Whateley Estate (Weird West Edition)"
    Then "Olivia Jenks" is booted
    And "The Whateley Estate (Weird West Edition)" is booted
    And the log contains "Player1 uses The Whateley Estate (Weird West Edition) to boot Olivia Jenks"

  Scenario: A non-dude card goes from Boot Hill to the discard pile
    Given Player1's boot hill is "Raising Hell, Bobo"
    When Player1 uses "The Whateley Estate (Weird West Edition)"
    Then the options are:
      """
      Raising Hell
      """
    When Player1 selects "Raising Hell"
    Then "Raising Hell" is in Player1's discard pile
    And "Bobo" is in Player1's Boot Hill
    And "The Whateley Estate (Weird West Edition)" is booted
    And the log contains "Player1 uses The Whateley Estate (Weird West Edition) to put Raising Hell into their discard pile"

  Scenario: With no non-dude card in Boot Hill there is nothing to do
    Given Player1's boot hill is "Bobo"
    When Player1 tries to use "The Whateley Estate (Weird West Edition)"
    Then the play is refused by rule "ability.condition"

  Scenario: Whoever controls the Estate digs up their own Boot Hill
    Given Player2 has these dudes:
      | dude         | at                                       |
      | Steven Wiles | The Whateley Estate (Weird West Edition) |
    And Player2's boot hill is "Raising Hell"
    And it is Player2's turn
    When Player2 uses "The Whateley Estate (Weird West Edition)"
    And Player2 selects "Raising Hell"
    Then "Raising Hell" is in Player2's discard pile
