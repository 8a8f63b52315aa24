@card:01059 @blind
Feature: 1st Baptist Church (blind proof)
  Raise the controller's hand size by one.

  Board "sundown": Player1's deck starts Allie Hensman, Bluetick, Yan Li's Tailoring,
  Coachwhip!; the normal hand size is 5 (§3.4).

  Background:
    Given the board "sundown"
    And Player1's street is "home, 1st Baptist Church"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  Scenario: The controller refills the play hand up to 6 cards
    Given Player1's hand is "Shotgun, Roan, Pinto"
    When Player1 is done
    And Player2 is done
    Then Player1's hand is "Shotgun, Roan, Pinto, Allie Hensman, Bluetick, Yan Li's Tailoring"
    And the log contains "Player1 draws 3 cards"

  Scenario: The controller keeps 6 cards without discarding down
    Given Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker, Sloane"
    When Player1 is done
    And Player2 is done
    Then Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker, Sloane"
    And "Sloane" is not in Player1's discard pile

  Scenario: The controller with 7 cards discards down to 6, not 5
    Given Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker, Sloane, Steele Archer"
    When Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    When Player1 discards "Steele Archer"
    Then Player1 has 6 cards in hand
    And "Steele Archer" is in Player1's discard pile

  Scenario: An opponent who controls the Church gets the larger hand, not its owner
    Given Player1's hand is "Shotgun, Roan, Pinto"
    And Player2's hand is "Buffalo Rifle, Doyle's Hoyle"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    Then Player2 controls "1st Baptist Church"
    When Player1 is done
    And Player2 is done
    Then Player1's hand is "Shotgun, Roan, Pinto, Allie Hensman, Bluetick"
    And Player2 has 6 cards in hand
