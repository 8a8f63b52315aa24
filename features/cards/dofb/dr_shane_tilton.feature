@card:25020
Feature: Dr. Shane Tilton
  Shootout: Boot an opposing dude. If that dude is an Abomination, Dr. Tilton gets +2
  bullets.

  Dr. Tilton has 1 bullet. Bobo is an Abomination; Steven Wiles is not. Clint Ramsey stands
  by, out of the posses.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Dr. Shane Tilton | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Bobo         | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Dr. Shane Tilton" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Bobo"

  Scenario: Booting an opposing Abomination gives him +2 bullets for the shootout
    When Player1 uses "Dr. Shane Tilton"
    Then the options are:
      """
      Steven Wiles
      Bobo
      cancel
      """
    When Player1 selects "Bobo"
    Then "Bobo" is booted
    And "Dr. Shane Tilton" has 3 bullets
    And "Dr. Shane Tilton" has "bullets +2" from "Dr. Shane Tilton" until end of shootout
    And the log contains in order:
      """
      Player1 uses Dr. Shane Tilton
      Player1 uses Dr. Shane Tilton to boot Bobo
      Player1 gives Dr. Shane Tilton +2 bullets
      """
    And Player2 is asked to "Select a dude"

  Scenario: Booting another dude gives no bullets
    When Player1 uses "Dr. Shane Tilton"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Dr. Shane Tilton" has 1 bullets
    And Player2 is asked to "Select a dude"
