@card:20038 @blind
Feature: Electrostatic Pump Gun (blind proof)
  Goods, Experimental • Weapon • Gadget, +2 bullets, difficulty 5.
  Shootout, Boot: Give an opposing dude -1 bullets. Pull. If the pull was not a club, the
  opposing dude becomes a draw if they have 0 bullets.

  Tommy Harden is a 1-bullet stud; Steven Wiles a 3-bullet stud. Pancho Castillo carries
  the gun.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments            |
      | Pancho Castillo | Town Square | Electrostatic Pump Gun |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
      | Steven Wiles | Town Square |

  Scenario: The gun adds 2 bullets to its dude
    Then "Pancho Castillo" has 5 bullets

  Scenario: -1 bullets to 0 and a pull that is no club: he becomes a draw
    Given Player1's next pull is "5H"
    When Player1 calls out "Tommy Harden" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Tommy Harden"
    Then "Tommy Harden" has 0 bullets
    And "Tommy Harden" is a draw
    And "Electrostatic Pump Gun" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: A club leaves him a stud
    Given Player1's next pull is "5C"
    When Player1 calls out "Tommy Harden" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Tommy Harden"
    Then "Tommy Harden" has 0 bullets
    And "Tommy Harden" is a stud
    And Player2 is asked to "Select a casualty"

  Scenario: A dude left with bullets stays a stud whatever the pull
    Given Player1's next pull is "5H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bullets
    And "Steven Wiles" has "bullets -1" from "Electrostatic Pump Gun" until end of shootout
    And "Steven Wiles" is a stud
    And Player2 is asked to "Select a casualty"
