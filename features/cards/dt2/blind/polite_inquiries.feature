@card:24213 @blind
Feature: Polite Inquiries (blind proof)
  Noon: Boot your dude at a location other than home. Draw cards up to your dude's bullet
  rating (maximum 4), then discard the same number of cards. Draw a card.

  Clint Ramsey prints 2 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Polite Inquiries"
    And Player1's deck starts with "2C 3C 4C 5C 6C 7C 8C"

  Scenario: Two bullets: draw 2, discard 2, then draw 1
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "Polite Inquiries"
    And Player1 selects "Clint Ramsey"
    Then the options are:
      """
      0
      1
      2
      """
    When Player1 chooses "2"
    Then Player1 has 2 cards in hand
    And Player1 is asked to "Select a card"
    When Player1 selects "Bottom Dealin'"
    And Player1 selects "Auction"
    Then "Clint Ramsey" is booted
    And Player1 has 1 cards in hand
    And "Bottom Dealin'" is in Player1's discard pile
    And "Auction" is in Player1's discard pile
    And "Polite Inquiries" is in Player1's discard pile
    And Player1 has 3 cards in their discard pile

  Scenario: A dude at home cannot be booted for it
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 tries to play "Polite Inquiries"
    Then the play is refused by rule "ability.target"
    And "Clint Ramsey" is unbooted
    And Player1 has 1 cards in hand

  Scenario: The draw is at most 4, even with more bullets
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And "Clint Ramsey" gets "bullets +4" from "Clint Ramsey" until end of day
    When Player1 plays "Polite Inquiries"
    And Player1 selects "Clint Ramsey"
    Then the options are:
      """
      0
      1
      2
      3
      4
      """

  Scenario: Drawing none discards none and still draws a card
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "Polite Inquiries"
    And Player1 selects "Clint Ramsey"
    And Player1 chooses "0"
    Then Player1 has 1 cards in hand
    And Player1 has 1 cards in their discard pile
