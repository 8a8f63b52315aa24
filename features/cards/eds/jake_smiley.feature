@card:04009
Feature: Jake Smiley
  Jake has +2 influence during the Sundown phase.

  Jake prints 0 influence. A player wins at the Sundown victory check when their
  control points exceed every opponent's influence; The Pharmacy prints 2 control
  points.

  Background:
    Given Player1's street is "home, The Pharmacy"
    And Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star, Bluetick, Pair of Six-Shooters, Soul Blast, Shadow Walk, Blood Curse, Buffalo Rifle, Force Field, Doyle's Hoyle, Legendary Holster"
    And Player2 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |

  Scenario: At High Noon Jake has no influence
    Given the phase is High Noon
    And it is Player2's turn
    When Player2 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" has 0 influence
    And Player2 has 0 influence
    And the log contains "Player2 moves Jake Smiley to Town Square without booting"

  Scenario: Jake's +2 influence counts in the Sundown victory check
    Given the phase is Sundown
    Then nobody has won the game
    And the log contains in order:
      """
      Player1 has 2 control points and 0 influence
      Player2 has 0 control points and 2 influence
      """

  Scenario: The +2 arrives with Sundown and leaves with it
    Given the phase is High Noon
    And Player1's hand is "Raising Hell"
    When the game advances to Sundown
    Then it is day 1
    And "Jake Smiley" has 2 influence
    And the log contains "Player2 has 0 control points and 2 influence"
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Jake Smiley" has 0 influence
    And the log contains "Day 1 ends"
