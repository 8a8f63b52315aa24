@card:23048
Feature: Look What I Found!
  Shootout: Choose a non-Unique Weapon in your discard pile and attach it to a dude in your
  posse, paying all costs. Boot a Weapon or Sidekick attached to that dude.

  Peacemaker (cost 2) is a Weapon, Legendary Holster (cost 4) a Unique Weapon; the card
  itself costs 1.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Look What I Found!"
    And Player1's discard pile is "Peacemaker, Legendary Holster, Mustang"
    And Player1 has these dudes:
      | dude         | at          | attachments                         |
      | Clint Ramsey | Town Square | Bluetick, Roan, Scoop Hound (booted) |
      | Jake Smiley  | Town Square |                                     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey"

  Scenario: A non-Unique Weapon from the discard pile is attached, paid for, and a Weapon booted
    Given Player1 has 10 ghost rock
    When Player1 plays "Look What I Found!"
    Then the options are:
      """
      Bluetick
      Peacemaker
      """
    When Player1 selects "Bluetick"
    Then "Peacemaker" is attached to "Clint Ramsey"
    And "Peacemaker" is unbooted
    And "Bluetick" is booted
    And "Peacemaker" is not in Player1's discard pile
    And Player1 has 7 ghost rock
    And "Legendary Holster" is not in play
    And the log contains in order:
      """
      Player1 attaches Peacemaker to Clint Ramsey for 2 ghost rock
      Player1 boots Bluetick
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Without the ghost rock for both the card and the Weapon it cannot be played
    Given Player1 has 2 ghost rock
    Then the log contains "Player1 has no shootout play and passes"
    And "Look What I Found!" is in Player1's hand
    And "Peacemaker" is not in play
    And Player2 is asked to "Select a casualty"
