@card:01087
Feature: Pearl-Handled Revolver
  Weapon. This dude is a stud.

  Olivia Jenks and Jon Longstride are draws; the Revolver prints no bullet bonus.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Pearl-Handled Revolver"

  Scenario: The dude carrying the Revolver becomes a stud
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 attaches "Pearl-Handled Revolver" to "Olivia Jenks"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 2 bullets
    And the log contains "Player1 attaches Pearl-Handled Revolver to Olivia Jenks for 1 ghost rock"

  Scenario: Other dudes at the same location stay draws
    Given Player1 has these dudes:
      | dude           | at   |
      | Olivia Jenks   | home |
      | Jon Longstride | home |
    When Player1 attaches "Pearl-Handled Revolver" to "Olivia Jenks"
    Then "Jon Longstride" is a draw
    And the log contains "Player1 attaches Pearl-Handled Revolver to Olivia Jenks for 1 ghost rock"

  Scenario: Traded away, the Revolver makes its new holder the stud
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude           | at   | attachments            |
      | Olivia Jenks   | home | Pearl-Handled Revolver |
      | Jon Longstride | home |                        |
    When Player1 trades "Pearl-Handled Revolver" to "Jon Longstride"
    Then "Jon Longstride" is a stud
    And "Olivia Jenks" is a draw
    And the log contains "Player1 trades Pearl-Handled Revolver from Olivia Jenks to Jon Longstride"
