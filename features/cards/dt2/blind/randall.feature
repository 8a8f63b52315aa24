@card:24014 @blind
Feature: Randall (blind proof)
  Dude. "While you have dudes at three or more different in-town locations, your maximum
  hand size is increased by one."
  At Sundown each player draws up to the hand size (5): with Randall's bonus, 6.

  Background:
    Given the board "shootout"
    And the phase is Sundown
    And Player1's hand is empty
    And Player1's deck is "Shotgun, Roan, Pinto, Tin Star, Peacemaker, Mustang, Bluetick, Coachwhip!, Auction, Rumors, Reserves, Ambush"
    And Player2 has these dudes:
      | dude         | at   |
      | Sloane       | home |
      | Olivia Jenks | home |

  Scenario: Dudes at three in-town locations: Player1 refills to 6
    Given Player1 has these dudes:
      | dude                         | at            |
      | Randall (Weird West Edition) | Town Square   |
      | Clint Ramsey                 | General Store |
      | Tommy Harden                 | home          |
    When the game advances to the High Noon phase of day 2
    Then Player1 has 6 cards in hand

  Scenario: Dudes at two in-town locations (one more out of town): Player1 refills to 5
    Given Player1 has these dudes:
      | dude                         | at            |
      | Randall (Weird West Edition) | Town Square   |
      | Clint Ramsey                 | General Store |
      | Tommy Harden                 | Blake Ranch   |
    When the game advances to the High Noon phase of day 2
    Then Player1 has 5 cards in hand
