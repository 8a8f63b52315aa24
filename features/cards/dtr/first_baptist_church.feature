@card:01059
Feature: 1st Baptist Church
  Raise the controller's hand size by one.

  The hand size is 5. At nightfall each player discards down to it and draws up to it.
  The Church prints 2 control points; Olivia Jenks and Steven Wiles bring enough
  influence that nobody wins at the victory check.

  Background:
    Given the phase is Sundown
    And Player1's street is "home, 1st Baptist Church"
    And Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  Scenario: The Church's controller draws up to 6 cards at nightfall
    Then Player1 has 6 cards in hand
    And Player2 has 5 cards in hand
    And the log contains in order:
      """
      Player1 draws 6 cards
      Player2 draws 5 cards
      """

  Scenario: The Church's controller keeps a sixth card instead of discarding it
    Given Player1's hand is "Buffalo Rifle, Auto-Revolver, Shadow Walk, Blood Curse, Force Field, Legendary Holster, Doyle's Hoyle"
    When Player1 is done
    And Player1 discards "Buffalo Rifle"
    Then Player1 has 6 cards in hand
    And it is day 2
    And the log contains "Player1 discards Buffalo Rifle to meet the hand size limit"

  Scenario: An opponent who takes the Church gets the extra card
    Given Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | 1st Baptist Church |
    Then Player2 controls "1st Baptist Church"
    And Player1 has 5 cards in hand
    And Player2 has 6 cards in hand
    And the log contains in order:
      """
      Player1 draws 5 cards
      Player2 draws 6 cards
      """
