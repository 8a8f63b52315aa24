@card:04003 @blind
Feature: Philip Swinford (Exp.1) (blind proof)
  Dude, Deputy; Experienced.
  Each time an opposing player reveals an illegal draw hand and you do not, you may draw a
  card then discard a card.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                    | at          |
      | Philip Swinford (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Bluetick"

  Scenario: The opponent cheats and Player1 does not: Player1 draws a card then discards one
    Given Player1's next draw hand is "3H 4C 6S 8D JH"
    And Player2's next draw hand is "2D 2D 6C 9S QS"
    When Player1 calls out "Steven Wiles" with "Philip Swinford (Exp.1)"
    And Player2 accepts
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Philip Swinford (Exp.1)"
    Then Player1 has 2 cards in hand
    When Player1 selects "Bluetick"
    Then "Bluetick" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And Player1 is asked to "Select a play"

  Scenario: When both hands are illegal nothing is offered
    Given Player1's next draw hand is "3H 3H 6S 8D JH"
    And Player2's next draw hand is "2D 2D 6C 9S QS"
    When Player1 calls out "Steven Wiles" with "Philip Swinford (Exp.1)"
    And Player2 accepts
    Then Player1 has 1 cards in hand
    And "Bluetick" is in Player1's hand
    And Player2 is asked to "Select a casualty"

  # "Each time" covers lowball too (§3.1): hands revealed in the Gamblin' phase.
  Scenario: In lowball too, Player2's cheatin' hand lets Player1 draw then discard
    Given the board "lowball"
    And Player1 has these dudes:
      | dude                    | at             |
      | Philip Swinford (Exp.1) | Player1's home |
    And Player1's hand is "Pinto"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino, Mustang"
    And Player2's deck is "Tommy Harden, Shotgun, Shotgun #2, Whiskey Flask, Circle M Ranch"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Philip Swinford (Exp.1)"
    Then Player1 has 2 cards in hand
    And "Mustang" is in Player1's hand
    When Player1 selects "Pinto"
    Then "Pinto" is in Player1's discard pile
    And Player1 has 1 cards in hand
