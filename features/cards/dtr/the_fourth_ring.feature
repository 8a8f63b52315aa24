@card:01001
Feature: The Fourth Ring
  Outfit. React, Boot: After your dude succeeds at a spell pull while not at home, you may
  discard a card from your hand to gain 1 ghost rock and draw a card.

  The React answers a successful spell pull (§7.2, §8.2), not a Kung Fu test or a gadget's,
  by one of your dudes who stood away from your home when the pull succeeded. The discard
  is optional: booting the outfit without it does nothing else.

  Steele Archer (Huckster 2) casts Soul Blast at Olivia Jenks, whose grit is 6: a pull of
  9S succeeds by 5 and sends her home booted; 2S fails.

  Background:
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Roan"
    And Player1's deck is "Pinto, Mustang, Shotgun, Bluetick, Whiskey Flask"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: After a successful spell pull away from home, discard a card to gain 1 ghost rock and draw a card
    Given Player1's next pull is "9S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "The Fourth Ring"
    And Player1 chooses "Roan"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Pinto"
    And "Roan" is in Player1's discard pile
    And "The Fourth Ring" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 5 with 9S + 2 = 11 against difficulty 6
      Player1 uses Soul Blast to send Olivia Jenks home booted
      Player1 uses The Fourth Ring
      Player1 discards Roan to gain 1 ghost rock and draw a card
      """

  Scenario: The discard is optional
    Given Player1's next pull is "9S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 reacts with "The Fourth Ring"
    Then the options are:
      """
      Roan
      pass
      """
    When Player1 chooses "pass"
    Then Player1 has 0 ghost rock
    And Player1's hand is "Roan"
    And "The Fourth Ring" is booted
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 discards no card"

  Scenario: A failed spell pull gives no React
    Given Player1's next pull is "2S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "The Fourth Ring" is unbooted
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a dude"
    And the log does not contain "Player1 uses The Fourth Ring"

  Scenario: A spell pull at home gives no React
    Given Player1's next pull is "9S"
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "The Fourth Ring" is unbooted
    And "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
    And the log does not contain "Player1 uses The Fourth Ring"

  Scenario: An opposing dude's spell pull gives no React
    Given Player2's next pull is "9S"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player2 uses "Soul Blast"
    And Player2 selects "Olivia Jenks"
    Then "The Fourth Ring" is unbooted
    And "Olivia Jenks" is at "Player1's home"
    And Player2 is asked to "Select a dude"
    And the log does not contain "Player1 uses The Fourth Ring"

  Scenario: A Kung Fu test is not a spell pull
    Given Player1's next pull is "4D"
    And Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "The Fourth Ring" is unbooted
    And Player1 is asked to "Select a card"
    And the log contains "Player1's Bai Yang Chen succeeds with 4D, not above value 10"
    And the log does not contain "Player1 uses The Fourth Ring"

  Scenario: A booted outfit cannot react
    Given Player1's next pull is "9S"
    And Player1's outfit is booted
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"
    And the log does not contain "Player1 uses The Fourth Ring"
