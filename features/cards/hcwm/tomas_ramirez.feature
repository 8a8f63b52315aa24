@card:22025
Feature: Tomas Ramirez
  Shootout: Boot Tomas's Hex to make a Huckster skill check against the value of an
  opposing Weapon. If successful, discard both the booted Hex and the Weapon.

  Tomas is Huckster 1; Pearl-Handled Revolver is a Weapon of value 5.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments             |
      | Tomas Ramirez | Town Square | Shadow Walk, Soul Blast |
    And Player2 has these dudes:
      | dude         | at          | attachments            |
      | Steven Wiles | Town Square | Pearl-Handled Revolver |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"
    And Player2's hand is "Pistol Whip"

  Scenario: A pull reaching the Weapon's value discards the Hex and the Weapon
    Given Player1's next pull is "4H"
    When Player1 uses "Tomas Ramirez"
    And Player1 selects "Pearl-Handled Revolver"
    And Player1 selects "Soul Blast"
    Then "Pearl-Handled Revolver" is in Player2's discard pile
    And "Soul Blast" is in Player1's discard pile
    And "Shadow Walk" is attached to "Tomas Ramirez"
    And the log contains "Player1 discards Soul Blast and Pearl-Handled Revolver"
    And Player2 is asked to "Select a play"

  Scenario: A pull short of the Weapon's value only boots the Hex
    Given Player1's next pull is "3H"
    When Player1 uses "Tomas Ramirez"
    And Player1 selects "Pearl-Handled Revolver"
    And Player1 selects "Soul Blast"
    Then "Pearl-Handled Revolver" is attached to "Steven Wiles"
    And "Soul Blast" is attached to "Tomas Ramirez"
    And "Soul Blast" is booted
    And the log does not contain "Player1 discards Soul Blast"
    And Player2 is asked to "Select a play"

  Scenario: His own Weapon is not an opposing one
    Given Player1 has these dudes:
      | dude          | at          | attachments          |
      | Tomas Ramirez | Town Square | Soul Blast, Pearl-Handled Revolver  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"
    When Player1 tries to use "Tomas Ramirez"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a play"

  Scenario: Only a Weapon on a dude of the opposing posse can be chosen
    Given Player1 has these dudes:
      | dude          | at          | attachments                     |
      | Tomas Ramirez | Town Square | Soul Blast, Pearl-Handled Revolver |
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Shotgun, Pinto |
      | Olivia Jenks | Town Square | Bowie Knife    |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"
    And Player2's posse is "Steven Wiles"
    When Player1 uses "Tomas Ramirez"
    Then the options are:
      """
      Shotgun
      cancel
      """
