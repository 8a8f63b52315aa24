@card:01050
Feature: Androcles Brocklehurst
  Dude, influence 2. Noon, Boot: Choose another player's dude at a deed you own but don't
  control. Gain ghost rock equal to that dude's influence.

  Olivia Jenks and Steele Archer have 2 influence each, Allie Hensman 0; Player2 controls
  Player1's Bunkhouse while its dudes there outweigh Player1's.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, Bunkhouse, The Pharmacy"
    And Player1 has these dudes:
      | dude                   | at   |
      | Androcles Brocklehurst | home |

  Scenario: Androcles gains the influence of an opposing dude holding his deed
    Given Player2 has these dudes:
      | dude          | at        |
      | Olivia Jenks  | Bunkhouse |
      | Steele Archer | Bunkhouse |
    When Player1 uses "Androcles Brocklehurst"
    And Player1 selects "Olivia Jenks"
    Then Player1 has 2 ghost rock
    And "Androcles Brocklehurst" is booted
    And the log contains in order:
      """
      Player1 uses Androcles Brocklehurst on Olivia Jenks
      Player1 gains 2 ghost rock for Olivia Jenks's influence
      """

  Scenario: Only another player's dude at a deed you own but don't control can be chosen
    Given Player1 has these dudes:
      | dude                   | at           |
      | Androcles Brocklehurst | The Pharmacy |
      | Allie Hensman          | Bunkhouse    |
    And Player2's street is "home, Circle M Ranch"
    And Player2 has these dudes:
      | dude          | at             |
      | Olivia Jenks  | Bunkhouse      |
      | Steele Archer | The Pharmacy   |
      | Tommy Harden  | Circle M Ranch |
    When Player1 uses "Androcles Brocklehurst"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Tommy Harden"
    And Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: With no such dude the ability is not a play
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Androcles Brocklehurst"
    Then the play is refused by rule "ability.target"
    And Player1 has 0 ghost rock

  Scenario: A booted Androcles cannot use it
    Given Player1 has these dudes:
      | dude                   | at   | booted |
      | Androcles Brocklehurst | home | yes    |
    And Player2 has these dudes:
      | dude         | at        |
      | Olivia Jenks | Bunkhouse |
    When Player1 tries to use "Androcles Brocklehurst"
    Then the play is refused by rule "ability.cost"
