@card:20012 @blind
Feature: Feichi "Suitcase" Lee (blind proof)
  Dude, Kung Fu 1. Shootout, Boot: Choose a dude in the posse opposing Feichi. Boot that
  dude. If Feichi has more influence than that dude, one of your other dudes at any
  location may join your posse (moving if necessary).

  Feichi has 2 influence; Tommy Harden 1, Olivia Jenks 2. Jake Smiley waits at home.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                  | at             |
      | Feichi "Suitcase" Lee | Town Square    |
      | Jake Smiley           | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Feichi "Suitcase" Lee" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Tommy Harden"

  Scenario: Booting a dude with less influence lets another dude of yours join
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Tommy Harden"
    And Player1 selects "Jake Smiley"
    Then "Tommy Harden" is booted
    And "Feichi "Suitcase" Lee" is booted
    And "Jake Smiley" is at "Town Square"
    And Player1's posse is "Feichi "Suitcase" Lee, Jake Smiley"
    And Player1 is asked to "Select a dude"

  Scenario: Booting a dude with equal influence brings nobody in
    When Player1 uses "Feichi "Suitcase" Lee"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Jake Smiley" is at "Player1's home"
    And Player1's posse is "Feichi "Suitcase" Lee"
    And Player2 is asked to "Select a dude"
