@card:01001 @blind
Feature: The Fourth Ring (blind proof)
  React, Boot: After your dude succeeds at a spell pull while not at home, you may
  discard a card from your hand to gain 1 ghost rock and draw a card.

  Steele Archer (Huckster 2) casts Soul Blast at Olivia Jenks, whose grit is 6:
  the pull needs 4 or more.

  Background:
    Given the board "shootout"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A successful spell pull away from home: discard a card to gain 1 ghost rock and draw
    Given Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 reacts with "The Fourth Ring"
    And Player1 selects "Shotgun"
    Then Player1 has 6 ghost rock
    And "Shotgun" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And "The Fourth Ring" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A failed spell pull gives no reaction
    Given Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 tries to react with "The Fourth Ring"
    Then the play is refused by rule "ability.react"
    And Player1 has 5 ghost rock
    And "Shotgun" is in Player1's hand
    And "The Fourth Ring" is unbooted
    And the log does not contain "The Fourth Ring"
    And Player2 is asked to "Select a dude"

  Scenario: A successful spell pull at home gives no reaction
    Given Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 tries to react with "The Fourth Ring"
    Then the play is refused by rule "ability.react"
    And Player1 has 5 ghost rock
    And "Shotgun" is in Player1's hand
    And "The Fourth Ring" is unbooted
    And the log does not contain "The Fourth Ring"
    And Player1 is asked to "Select a dude"

  Scenario: A booted outfit cannot react
    Given Player1's outfit is booted
    And Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 tries to react with "The Fourth Ring"
    Then the play is refused by rule "ability.react"
    And Player1 has 5 ghost rock
    And "Shotgun" is in Player1's hand
    And the log does not contain "The Fourth Ring"
    And Player1 is asked to "Select a dude"

  Scenario: An opposing dude's successful spell pull gives no reaction
    Mongwau the Mighty's grit is 7 (value 3, 3 bullets, 1 influence).
    Given Player1 has these dudes:
      | dude               | at          |
      | Mongwau the Mighty | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Mongwau the Mighty" against "Steele Archer"
    And Player2's next pull is "9H"
    When Player2 uses "Soul Blast"
    And Player2 selects "Mongwau the Mighty"
    And Player1 tries to react with "The Fourth Ring"
    Then the play is refused by rule "ability.react"
    And Player1 has 5 ghost rock
    And "Shotgun" is in Player1's hand
    And "The Fourth Ring" is unbooted
    And the log contains "Player2's Steele Archer succeeds by 4 with 9H + 2 = 11 against difficulty 7"
    And Player2 is asked to "Select a dude"
