@card:25050
Feature: Mind of Quicksilver
  Shootout Technique: Unboot this dude. Add the pulled card to your hand.
  Noon Technique: Draw a card.

  Bai Yang Chen prints Kung Fu 1 and value 9: a pull not above his value passes his Kung Fu
  test. The pulled 4D is B & B Attorneys, put on top of the deck.

  Scenario: In a shootout the dude unboots and the pulled card goes to the hand
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's hand is "Mind of Quicksilver"
    And Player1's deck is "Pinto, Roan"
    And Player1's next pull is "4D"
    When Player1 plays "Mind of Quicksilver"
    Then "Bai Yang Chen" is unbooted
    And Player1's hand is "B & B Attorneys"
    And the log contains in order:
      """
      Player1 unboots Bai Yang Chen
      Player1 adds B & B Attorneys to their hand
      """
    And Player2 is asked to "Select a card"

  Scenario: At Noon the player draws a card
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at   |
      | Bai Yang Chen | home |
    And Player1's hand is "Mind of Quicksilver"
    And Player1's deck is "Pinto, Roan"
    And Player1's next pull is "4D"
    When Player1 plays "Mind of Quicksilver"
    Then Player1's hand is "Pinto"
    And the log contains "Player1 draws a card"
    And Player2 is asked to "Select an action"
