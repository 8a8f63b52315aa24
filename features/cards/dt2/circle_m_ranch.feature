@card:24125
Feature: Circle M Ranch (Weird West Edition)
  Controller Noon, Boot: If you have 3 or fewer cards in your hand, draw a card.

  The Weird West Edition rewords the Base Set card ("cards in your hand" is the play
  hand); it shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Circle M Ranch (Weird West Edition)"
    And Player1's hand is "Reserves, War Paint, Blake Ranch"
    And Player1's deck is "Pat's Perch, Jackson's Strike"

  Scenario: With 3 cards in hand you draw a card
    When Player1 uses "Circle M Ranch (Weird West Edition)"
    Then Player1 has 4 cards in hand
    And "Pat's Perch" is in Player1's hand
    And "Circle M Ranch (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Circle M Ranch (Weird West Edition)
      Player1 draws a card
      """

  Scenario: With an empty hand you draw a card
    Given Player1's hand is empty
    When Player1 uses "Circle M Ranch (Weird West Edition)"
    Then Player1 has 1 cards in hand
    And "Pat's Perch" is in Player1's hand
    And the last log line is "Player1 draws a card"

  Scenario: With 4 cards in hand the ranch boots and you draw nothing
    Given Player1's hand is "Reserves, War Paint, Blake Ranch, Steele Archer"
    When Player1 uses "Circle M Ranch (Weird West Edition)"
    Then Player1 has 4 cards in hand
    And Player1 has 2 cards in their deck
    And "Circle M Ranch (Weird West Edition)" is booted
    And the last log line is "Player1 has 4 cards in hand and draws nothing"

  Scenario: A booted Circle M Ranch (Weird West Edition) cannot be used
    Given Player1's street is "home, Circle M Ranch (Weird West Edition) (booted)"
    When Player1 tries to use "Circle M Ranch (Weird West Edition)"
    Then the play is refused because "Circle M Ranch (Weird West Edition) is booted"
    And the play is refused by rule "ability.cost"
    And Player1 has 3 cards in hand
    And the log does not contain "Player1 uses Circle M Ranch (Weird West Edition)"

  Scenario: An opponent who controls Circle M Ranch (Weird West Edition) by influence draws with their own hand
    Given Player2 has these dudes:
      | dude         | at                                  |
      | Olivia Jenks | Circle M Ranch (Weird West Edition) |
    And Player2's hand is "Clint Ramsey"
    And Player2's deck is "Steele Archer"
    And it is Player2's turn
    When Player2 uses "Circle M Ranch (Weird West Edition)"
    Then Player2 has 2 cards in hand
    And "Steele Archer" is in Player2's hand
    And Player1 has 3 cards in hand
    And the last log line is "Player2 draws a card"

  Scenario: The owner cannot use Circle M Ranch (Weird West Edition) while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at                                  |
      | Olivia Jenks | Circle M Ranch (Weird West Edition) |
    When Player1 tries to use "Circle M Ranch (Weird West Edition)"
    Then the play is refused because "Player1 does not control Circle M Ranch (Weird West Edition)"
    And the play is refused by rule "ability.controller"
    And Player1 has 3 cards in hand
    And the log does not contain "Player1 uses Circle M Ranch (Weird West Edition)"

  Scenario: Circle M Ranch (Weird West Edition) is used once per day
    Given Player1 has used "Circle M Ranch (Weird West Edition)" today
    When Player1 tries to use "Circle M Ranch (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 3 cards in hand
    And the log does not contain "Player1 uses Circle M Ranch (Weird West Edition)"
