@card:19031 @blind
Feature: Forsaken Hound (blind proof)
  Resolution, Boot: This dude and an opposing dude cannot flee this round.

  Scenario: Neither the dude nor the chosen opposing dude may run this round: nobody is asked
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
    And Player1's next draw hand is "9H 9S 9D 5C 7H"
    And Player2's next draw hand is "3D 3C 4D 6C 8H"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Forsaken Hound"
    And Player1 selects "Steven Wiles"
    Then "Forsaken Hound" is booted
    And "Steven Wiles" has "cannot flee" from "Forsaken Hound" until end of shootout round
    And "Pancho Castillo" has "cannot flee" from "Forsaken Hound" until end of shootout round
    When Player2 covers the casualties with "ace Olivia Jenks"
    Then the log contains "Player1 picks Pancho Castillo as their shooter"
    And Player2's posse is "Steven Wiles"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: Without the Hound, the same dudes are offered to run
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
    And Player1's next draw hand is "9H 9S 9D 5C 7H"
    And Player2's next draw hand is "3D 3C 4D 6C 8H"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 passes
    And Player2 covers the casualties with "ace Olivia Jenks"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "flee Steven Wiles"
