@card:24119
Feature: Killer Bunnies Casino (Weird West Edition)
  The controller of this deed may discard one additional card each Nightfall.

  The Weird West Edition rewords the Base Set card ("each Nightfall" is the Sundown
  phase) and costs 3 instead of 4; it shares the Base Set script, and these scenarios
  prove it behaves the same.

  Background:
    Given the phase is Sundown
    And Player1's street is "home, Killer Bunnies Casino (Weird West Edition)"
    And Player1's hand is "Shotgun, Mustang, Pinto"
    And Player2's hand is "Peacemaker, Whiskey Flask, Tin Star"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster, Doyle's Hoyle, Pair of Six-Shooters, Auto-Revolver, Flame-Thrower, Raising Hell"
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster, Doyle's Hoyle, Pair of Six-Shooters, Auto-Revolver, Flame-Thrower, Raising Hell"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |

  Scenario: The Casino's controller discards a second card
    When Player1 discards "Shotgun"
    And Player1 discards "Mustang"
    And Player2 is done
    Then "Pinto" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 discards Mustang
      Player1 draws 4 cards
      """

  Scenario: The other player still discards only one card
    When Player1 is done
    And Player2 discards "Peacemaker"
    Then it is day 2
    And "Whiskey Flask" is in Player2's hand
    And the log contains in order:
      """
      Player2 discards Peacemaker
      Player2 draws 3 cards
      Day 1 ends
      """

  Scenario: The extra discard is optional
    When Player1 discards "Shotgun"
    And Player1 is done
    And Player2 discards "Peacemaker"
    Then "Mustang" is in Player1's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player2 discards Peacemaker
      Player1 draws 3 cards
      """

  Scenario: An opponent who takes the Casino gets the extra discard
    Given Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player2 has these dudes:
      | dude         | at                                         |
      | Olivia Jenks | Killer Bunnies Casino (Weird West Edition) |
    When Player1 discards "Shotgun"
    And Player2 discards "Peacemaker"
    And Player2 discards "Whiskey Flask"
    Then Player2 controls "Killer Bunnies Casino (Weird West Edition)"
    And "Mustang" is in Player1's hand
    And "Tin Star" is in Player2's hand
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player2 discards Peacemaker
      Player2 discards Whiskey Flask
      """
