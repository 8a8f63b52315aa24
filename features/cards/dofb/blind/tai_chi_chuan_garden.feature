@card:25036 @blind
Feature: Tai Chi Chuan Garden (blind proof)
  React, Boot: After you succeed with a pull, draw a card and discard a card.

  Tai Chi Chuan Garden stands on Player1's street. Steele Archer (Huckster 2) casts Kentucky
  Windage ("Shootout Hex 5, Boot: This Huckster becomes a stud").

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store, Tai Chi Chuan Garden"
    And Player1 has these dudes:
      | dude          | at          | attachments      |
      | Steele Archer | Town Square | Kentucky Windage |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's hand is "Roan"

  Scenario: After a successful pull the player draws a card and discards a card
    Given Player1's deck is "Pinto, Mustang, Bluetick, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster, Shotgun"
    And Player1's next pull is "3H"
    When Player1 uses "Kentucky Windage"
    And Player1 reacts with "Tai Chi Chuan Garden"
    And Player1 selects "Roan"
    Then Player1's hand is "Pinto"
    And "Roan" is in Player1's discard pile
    And "Tai Chi Chuan Garden" is booted
    And Player2 is asked to "Select a card"

  Scenario: A failed pull gives nothing to react to
    Given Player1's next pull is "2H"
    When Player1 uses "Kentucky Windage"
    Then "Tai Chi Chuan Garden" is unbooted
    And Player1's hand is "Roan"
    And Player2 is asked to "Select a card"
