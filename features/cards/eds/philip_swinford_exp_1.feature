@card:04003
Feature: Philip Swinford (Exp.1)
  Dude, Experienced 1, Deputy. Each time an opposing player reveals an illegal draw hand
  and you do not, you may draw a card then discard a card.

  Background:
    Given the phase is Gamblin'
    And Player2 has these dudes:
      | dude                    |
      | Philip Swinford (Exp.1) |
    And Player1's deck is "Reserves, Reserves, Pat's Perch, Blake Ranch, Avie Cline"
    And Player2's deck is "Olivia Jenks, Steele Archer, Andreas Andregg, Clint Ramsey, Jackson's Strike, Steven Wiles"
    And Player2's hand is "War Paint"

  Scenario: The opponent cheats and you do not: draw a card then discard a card
    Given Player2's deck is "Olivia Jenks, Steele Archer, Andreas Andregg, Clint Ramsey, Jackson's Strike, Steven Wiles, Shotgun"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Philip Swinford (Exp.1)"
    And Player2 selects "War Paint"
    Then "War Paint" is in Player2's discard pile
    And "Steven Wiles" is in Player2's hand
    And Player2 has 1 cards in hand
    And "Shotgun" is in Player2's deck
    And the log contains in order:
      """
      Player2 uses Philip Swinford (Exp.1)
      Player2 draws a card then discards War Paint
      """

  Scenario: With an empty hand he still draws, then discards what he drew
    Given Player2's hand is empty
    When Player2 reacts with "Philip Swinford (Exp.1)"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" is in Player2's discard pile
    And Player2 has 0 cards in hand

  Scenario: It is optional
    When Player2 passes
    Then "War Paint" is in Player2's hand
    And "Steven Wiles" is not in Player2's hand

  Scenario: Two legal hands offer nothing
    Given Player1's deck is "Reserves, Pat's Perch, Blake Ranch, Avie Cline, Steven Wiles"
    And Player2's deck is "Olivia Jenks, Steele Archer, Andreas Andregg, Clint Ramsey, Jackson's Strike"
    Then the phase is Upkeep
    And the log does not contain "Player2 uses Philip Swinford (Exp.1)"

  Scenario: When your own hand is illegal too, nothing is offered
    Given Player2's deck is "Olivia Jenks, Olivia Jenks, Andreas Andregg, Clint Ramsey, Jackson's Strike, Steven Wiles"
    Then the phase is Upkeep
    And the log does not contain "Player2 uses Philip Swinford (Exp.1)"

  Scenario: Each time, not once per day
    Given Player2 has used "Philip Swinford (Exp.1)" today
    When Player2 reacts with "Philip Swinford (Exp.1)"
    And Player2 selects "War Paint"
    Then "Steven Wiles" is in Player2's hand
