@card:24006 @blind
Feature: Serpentine Syndicate (blind proof)
  React, Boot: After your dude successfully casts a spell while not at home, you may
  discard a card from your hand to gain 1 ghost rock and draw 1 card.

  Steele Archer is a Huckster 2; Sight Beyond Sight (Weird West Edition) is "Noon Hex 6,
  Boot: Look at a random card in an opponent's hand".

  Background:
    Given a game between "Serpentine Syndicate" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's deck is "Hired Help, Kidnappin', Ambush"
    And Player2's hand is "Pistol Whip"

  Scenario: After a successful cast away from home, discard a card to gain 1 ghost rock and draw a card
    Given Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Sight Beyond Sight (Weird West Edition) |
    And Player1's next pull is "8H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    And Player1 reacts with "Serpentine Syndicate"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And Player1 has 1 ghost rock
    And Player1 has 1 cards in hand
    And "Serpentine Syndicate" is booted

  Scenario: A failed cast gives nothing to react to
    Given Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Sight Beyond Sight (Weird West Edition) |
    And Player1's next pull is "2C"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    Then Player2 is asked to "Select an action"
    And Player1 has 0 ghost rock
    And "Shotgun" is in Player1's hand
    And "Serpentine Syndicate" is unbooted

  Scenario: A successful cast at home gives nothing to react to
    Given Player1 has these dudes:
      | dude          | at   | attachments                             |
      | Steele Archer | home | Sight Beyond Sight (Weird West Edition) |
    And Player1's next pull is "8H"
    When Player1 uses "Sight Beyond Sight (Weird West Edition)"
    Then Player2 is asked to "Select an action"
    And Player1 has 0 ghost rock
    And "Serpentine Syndicate" is unbooted
