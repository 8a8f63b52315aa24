@card:23035 @blind
Feature: Nuttal & Mann's No. 10 Saloon (blind proof)
  Controller Noon/Shootout, Boot, Pay 1 ghost rock: Boot or unboot a dude at this deed.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Nuttal & Mann's No. 10 Saloon"

  Scenario: At Noon, 1 ghost rock unboots your dude at the deed
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at                            | booted |
      | Olivia Jenks | Nuttal & Mann's No. 10 Saloon | yes    |
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And Player1 has 0 ghost rock
    And "Nuttal & Mann's No. 10 Saloon" is booted

  Scenario: It boots an opposing dude at the deed
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at                            |
      | Steven Wiles | Nuttal & Mann's No. 10 Saloon |
    And Player2 has these dudes:
      | dude         | at                            |
      | Olivia Jenks | Nuttal & Mann's No. 10 Saloon |
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And Player1 has 0 ghost rock

  Scenario: Without 1 ghost rock it cannot be used
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at                            | booted |
      | Olivia Jenks | Nuttal & Mann's No. 10 Saloon | yes    |
    When Player1 tries to use "Nuttal & Mann's No. 10 Saloon"
    Then the play is refused by rule "ability.cost"
    And "Olivia Jenks" is booted

  Scenario: A dude elsewhere cannot be chosen
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at                            | booted |
      | Olivia Jenks | Nuttal & Mann's No. 10 Saloon | no     |
      | Jake Smiley  | Town Square                   | yes    |
    When Player1 uses "Nuttal & Mann's No. 10 Saloon"
    And Player1 tries to select "Jake Smiley"
    Then the play is refused by rule "ability.target"
    And "Jake Smiley" is booted
    And Player1 is asked to "Select a dude"
