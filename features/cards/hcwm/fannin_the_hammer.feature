@card:22051
Feature: Fannin' the Hammer
  Shootout: Boot your dude to choose a number of opposing dudes equal to your dude's bullet
  rating. Each chosen dude with 0 printed bullets becomes a draw. Each chosen dude gets -1
  bullets.

  Olivia Jenks has 2 bullets, Jake Smiley 1. Steven Wiles is a 3-bullet stud, Auntie
  Sinister a 0-bullet stud, Steele Archer a 0-bullet draw.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Fannin' the Hammer"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Auntie Sinister | Town Square |
      | Steele Archer   | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Jake Smiley"
    And Player2's posse is "Steven Wiles, Auntie Sinister, Steele Archer"

  Scenario: Olivia's 2 bullets choose two opposing dudes: each gets -1 bullets, the 0-bullet stud becomes a draw
    When Player1 plays "Fannin' the Hammer"
    And Player1 chooses "Boot Olivia Jenks"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Auntie Sinister"
    Then "Olivia Jenks" is booted
    And "Steven Wiles" has 2 bullets
    And "Steven Wiles" is a stud
    And "Auntie Sinister" is a draw
    And "Auntie Sinister" has "draw, bullets -1" from "Fannin' the Hammer" until end of shootout
    And "Steele Archer" has no lasting effects
    And the log contains in order:
      """
      Player1 gives Steven Wiles -1 bullets
      Player1 makes Auntie Sinister a draw and gives them -1 bullets
      """
    And Player1 is asked to "Select a dude"

  Scenario: Jake's 1 bullet chooses one opposing dude
    When Player1 plays "Fannin' the Hammer"
    And Player1 chooses "Boot Jake Smiley"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bullets
    And "Jake Smiley" is booted
    And "Auntie Sinister" has no lasting effects
    And "Steele Archer" has no lasting effects
    And Player1 is asked to "Select a dude"
