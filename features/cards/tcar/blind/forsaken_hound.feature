@card:19031 @blind
Feature: Forsaken Hound (blind proof)
  Resolution, Boot: This dude and an opposing dude cannot flee this round.

  Scenario: Neither the dude nor the chosen opposing dude may run this round
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Forsaken Hound |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "9D 9C 3D 6C 8H"
    When Player1 uses "Forsaken Hound"
    And Player1 selects "Steven Wiles"
    Then "Forsaken Hound" is booted
    And "Steven Wiles" has "cannot flee" from "Forsaken Hound" until end of shootout round
    And "Pancho Castillo" has "cannot flee" from "Forsaken Hound" until end of shootout round
