@card:25020 @blind
Feature: Dr. Shane Tilton (blind proof)
  Shootout: Boot an opposing dude. If that dude is an Abomination, Dr. Tilton gets +2
  bullets.

  Bobo is an Abomination; Olivia Jenks is not. Dr. Tilton prints 1 bullet.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Dr. Shane Tilton | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Bobo         | Town Square |
    And a shootout at "Town Square" led by "Dr. Shane Tilton" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Bobo"

  Scenario: Booting an opposing Abomination gives Dr. Tilton +2 bullets
    When Player1 uses "Dr. Shane Tilton"
    And Player1 selects "Bobo"
    Then "Bobo" is booted
    And "Dr. Shane Tilton" has 3 bullets
    And "Dr. Shane Tilton" has "bullets +2" from "Dr. Shane Tilton" until end of shootout
    And "Olivia Jenks" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: Booting a dude who is no Abomination gives no bullets
    When Player1 uses "Dr. Shane Tilton"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Dr. Shane Tilton" has 1 bullets
    And Player2 is asked to "Select a dude"
