@card:25050 @blind
Feature: Mind of Quicksilver (blind proof)
  "Shootout Technique: Unboot this dude. Add the pulled card to your hand.
  Noon Technique: Draw a card."

  Bai Yang Chen: value 9 and Kung Fu 1, so his technique pull must not be above 10.

  Scenario: In a shootout the technique unboots the dude and puts the pulled card in hand
    Given the board "shootout"
    And Player1's hand is "Mind of Quicksilver"
    And Player1's next pull is "5D"
    And Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 plays "Mind of Quicksilver"
    Then "Bai Yang Chen" is unbooted
    And Player1 has 1 cards in hand
    And "Mind of Quicksilver" is not in Player1's hand
    And Player1 is asked to "Select a card"

  Scenario: A failed pull leaves him booted and the pulled card out of the hand
    Given the board "shootout"
    And Player1's hand is "Mind of Quicksilver"
    And Player1's next pull is "JD"
    And Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 plays "Mind of Quicksilver"
    Then "Bai Yang Chen" is booted
    And Player1 has 0 cards in hand
    And Player1 is asked to "Select a card"

  Scenario: At Noon the technique draws a card
    Given the phase is High Noon
    And Player1's hand is "Mind of Quicksilver"
    And Player1's deck starts with "5D 7H"
    And Player1 has these dudes:
      | dude          | at             |
      | Bai Yang Chen | Player1's home |
    When Player1 plays "Mind of Quicksilver"
    Then Player1 has 1 cards in hand
    And Player1 has 0 cards in their deck
