@card:24014
Feature: Randall (Weird West Edition)
  Dude. While you have dudes at three or more different in-town locations, your maximum
  hand size is increased by one.

  The hand size is 5; at nightfall each player draws up to it. Player1's home and General
  Store are on his street, the town square is in town, Blake Ranch is out of town.

  Background:
    Given the board "shootout"
    And the phase is Sundown
    And Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | Player2's home |

  Scenario: Dudes at three in-town locations raise the hand size to 6
    Given Player1 has these dudes:
      | dude                         | at            |
      | Randall (Weird West Edition) | home          |
      | Pancho Castillo              | General Store |
      | Steven Wiles                 | Town Square   |
    Then Player1 has 6 cards in hand
    And Player2 has 5 cards in hand
    And the log contains "Player1 draws 6 cards"

  Scenario: Two in-town locations and an out-of-town deed are not enough
    Given Player1 has these dudes:
      | dude                         | at            |
      | Randall (Weird West Edition) | home          |
      | Pancho Castillo              | General Store |
      | Steven Wiles                 | Blake Ranch   |
    Then Player1 has 5 cards in hand
    And the log contains "Player1 draws 5 cards"

  Scenario: Two dudes at one location count once
    Given Player1 has these dudes:
      | dude                         | at            |
      | Randall (Weird West Edition) | home          |
      | Pancho Castillo              | Town Square   |
      | Steven Wiles                 | Town Square   |
    Then Player1 has 5 cards in hand

  Scenario: Four in-town locations count as well as three
    Given Player1 has these dudes:
      | dude                         | at                 |
      | Randall (Weird West Edition) | home               |
      | Pancho Castillo              | General Store      |
      | Steven Wiles                 | Town Square        |
      | Clint Ramsey                 | Player2's home     |
    Then Player1 has 6 cards in hand
