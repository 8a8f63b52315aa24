@card:19031
Feature: Forsaken Hound
  Resolution, Boot: This dude and an opposing dude cannot flee this round.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Forsaken Hound |
      | Clint Ramsey    | Town Square |                |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    And Player2's posse is "Steven Wiles, Olivia Jenks, Allie Hensman"
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "2S 2C 6S 9C KD"

  Scenario: This dude and the chosen opposing dude cannot flee this round
    When Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Forsaken Hound"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    Then "Forsaken Hound" is booted
    And "Steven Wiles" has "cannot flee" from "Forsaken Hound" until end of shootout round
    And "Pancho Castillo" has "cannot flee" from "Forsaken Hound" until end of shootout round
    And "Olivia Jenks" has no lasting effects
    And the log contains "Pancho Castillo and Steven Wiles cannot flee this round"
    When Player1 covers the casualties with "discard Clint Ramsey"
    And Player2 covers the casualties with "discard Allie Hensman"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "flee Olivia Jenks"
    And Player2 may not choose "flee Steven Wiles"
