@card:23048 @blind
Feature: Look What I Found! (blind proof)
  Shootout: Choose a non-Unique Weapon in your discard pile and attach it to a dude in your
  posse, paying all costs. Boot a Weapon or Sidekick attached to that dude.

  Shotgun is a non-Unique Weapon costing 3; Look What I Found! costs 1.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Look What I Found!"
    And Player1's discard pile is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"

  Scenario: A Weapon from the discard pile goes on a posse dude, paid for, and is booted
    When Player1 plays "Look What I Found!"
    And Player1 selects "Shotgun"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Shotgun" is booted
    And Player1 has 6 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: A Unique Weapon in the discard pile is not offered
    Given Player1's discard pile is "Shotgun, Legendary Holster"
    When Player1 plays "Look What I Found!"
    Then the options are:
      """
      Shotgun
      """
