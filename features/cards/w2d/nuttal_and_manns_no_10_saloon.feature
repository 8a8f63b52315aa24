@card:23035
Feature: Nuttal & Mann's No. 10 Saloon
  Deed, Public Saloon. Controller Noon/Shootout, Boot, Pay 1 ghost rock: Boot or unboot a
  dude at this deed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Nuttal & Mann's No. 10 Saloon"
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude        | at                            | booted |
      | Steven Wiles | Nuttal & Mann's No. 10 Saloon | yes    |
      | Clyde Owens | Town Square                   | no     |
    And Player2 has these dudes:
      | dude         | at                            | booted |
      | Olivia Jenks | Nuttal & Mann's No. 10 Saloon | no     |

  Scenario: Noon: a booted dude at the saloon is unbooted for 1 ghost rock
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    Then Player1 may not choose "Clyde Owens"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And "Nuttal & Mann's No. 10 Saloon" is booted
    And Player1 has 2 ghost rock
    And the log contains "Player1 unboots Steven Wiles"

  Scenario: An unbooted dude at the saloon, an opponent's too, is booted
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And Player1 has 2 ghost rock
    And the log contains "Player1 boots Olivia Jenks"

  Scenario: Without 1 ghost rock it cannot be used
    Given Player1 has 0 ghost rock
    When Player1 tries to use "Nuttal & Mann's No. 10 Saloon"
    Then the play is refused by rule "ability.cost"

  Scenario: Only the deed's controller may use it
    Given it is Player2's turn
    And Player2 has 3 ghost rock
    When Player2 tries to use "Nuttal & Mann's No. 10 Saloon"
    Then the play is refused by rule "ability.controller"

  Scenario: Shootout: it is a Shootout play too
    Given a shootout at "Nuttal & Mann's No. 10 Saloon" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is unbooted
    And Player1 has 2 ghost rock
    And Player1 is asked to "Select a casualty"
