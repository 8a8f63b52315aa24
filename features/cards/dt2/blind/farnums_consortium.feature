@card:24003 @blind
Feature: Farnum's Consortium (blind proof)
  In-town deeds you own with one or more of your dudes present get +1 production.
  Noon, boot: If you have fewer cards in hand than each opponent, pay 2 ghost rock to draw
  a card.

  Railroad Station and General Store print 1 production; Blake Ranch (Out of Town) 3.

  Background:
    Given a game between "Farnum's Consortium" and "Law Dogs"
    And the phase is High Noon

  Scenario: An in-town deed you own with your dude there gets +1 production, an empty one does not
    Given Player1's street is "home, Railroad Station, General Store"
    And Player1 has these dudes:
      | dude           | at               |
      | Jon Longstride | Railroad Station |
    Then "Railroad Station" has 2 production
    And "General Store" has 1 production

  Scenario: An Out of Town deed gets nothing
    Given Player1's out of town deeds is "Blake Ranch"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Blake Ranch |
    Then "Blake Ranch" has 3 production

  Scenario: Only your own dudes count
    Given Player1's street is "home, Railroad Station"
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    Then "Railroad Station" has 1 production

  Scenario: With fewer cards in hand, pay 2 ghost rock to draw a card
    Given Player1 has 3 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's deck is "Hired Help, Kidnappin'"
    And Player2's hand is "Pistol Whip, Ambush"
    When Player1 uses "Farnum's Consortium"
    Then Player1 has 1 ghost rock
    And Player1 has 2 cards in hand
    And "Farnum's Consortium" is booted

  Scenario: With as many cards in hand as the opponent, nothing is paid or drawn
    Given Player1 has 3 ghost rock
    And Player1's hand is "Shotgun, Hired Help"
    And Player2's hand is "Pistol Whip, Ambush"
    When Player1 tries to use "Farnum's Consortium"
    Then Player1 has 3 ghost rock
    And Player1 has 2 cards in hand

  Scenario: Without 2 ghost rock to pay, no card is drawn
    Given Player1 has 1 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's deck is "Hired Help, Kidnappin'"
    And Player2's hand is "Pistol Whip, Ambush"
    When Player1 tries to use "Farnum's Consortium"
    Then Player1 has 1 ghost rock
    And Player1 has 1 cards in hand
