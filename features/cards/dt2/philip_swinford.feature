@card:24066
Feature: Philip Swinford (Weird West Edition)
  Whenever an opponent reveals a cheatin' hand and yours is legal, you may discard a
  card from your play hand to draw a card.

  The Weird West Edition rewords the Base Set card: "an opponent reveals a cheatin'
  hand" instead of "a player", the same in a two-player game since a player whose own
  hand is cheatin' has no legal hand; it shares the Base Set script, and these scenarios
  prove it behaves the same.

  Background:
    Given the phase is Gamblin'
    And Player2 has these dudes:
      | dude                                 |
      | Philip Swinford (Weird West Edition) |
    And Player1's deck is "Reserves, Reserves, Pat's Perch, Blake Ranch, Avie Cline"
    And Player2's deck is "Olivia Jenks, Steele Archer, Andreas Andregg, Clint Ramsey, Jackson's Strike, Steven Wiles"
    And Player2's hand is "War Paint"

  Scenario: The opponent cheats against your legal hand: discard a card to draw a card
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Philip Swinford (Weird West Edition)"
    And Player2 discards "War Paint"
    Then "War Paint" is in Player2's discard pile
    And "Steven Wiles" is in Player2's hand
    And Player2 has 1 cards in hand
    And the log contains in order:
      """
      Player1 reveals 8C 8C 8D 7D 10S: Cheatin' Three of a Kind (rank 4)
      Player2 reveals 2S 4S 5S JS JD: One Pair (rank 2)
      Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card
      """

  Scenario: The discard is optional
    When Player2 passes
    Then "War Paint" is in Player2's hand
    And Player2 has 5 cards in their discard pile
    And the log does not contain "Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card"

  Scenario: Two legal hands offer nothing
    Given Player1's deck is "Reserves, Pat's Perch, Blake Ranch, Avie Cline, Steven Wiles"
    And Player2's deck is "Olivia Jenks, Steele Archer, Andreas Andregg, Clint Ramsey, Jackson's Strike"
    Then the phase is High Noon
    And "War Paint" is in Player2's hand
    And the log does not contain "Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card"

  Scenario: When your own hand is cheatin' too, Philip offers nothing
    Given Player2's deck is "Olivia Jenks, Olivia Jenks, Andreas Andregg, Clint Ramsey, Jackson's Strike, Steven Wiles"
    Then the phase is High Noon
    And "War Paint" is in Player2's hand
    And the log does not contain "Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card"

  Scenario: With an empty play hand there is nothing to discard
    Given Player2's hand is empty
    Then the phase is High Noon
    And Player2 has 0 cards in hand
    And the log does not contain "Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card"

  Scenario: Philip works each time, not once per day
    Given Player2 has used "Philip Swinford (Weird West Edition)" today
    When Player2 reacts with "Philip Swinford (Weird West Edition)"
    And Player2 discards "War Paint"
    Then "Steven Wiles" is in Player2's hand
    And the log contains "Player2 uses Philip Swinford (Weird West Edition) to discard War Paint and draw a card"
