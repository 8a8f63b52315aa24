@card:24058 @blind
Feature: Enapay (Weird West Edition) (blind proof)
  Enapay gets +2 influence during High Noon.
  Noon, Boot: Another dude at this location gets +1 influence.

  Scenario: During High Noon Enapay has 3 influence
    Given the board "main street"
    And Player1 has these dudes:
      | dude                        | at   |
      | Enapay (Weird West Edition) | home |
    Then "Enapay (Weird West Edition)" has 3 influence

  Scenario: During Sundown Enapay has his printed 1 influence
    Given the board "sundown"
    And Player1 has these dudes:
      | dude                        | at   |
      | Enapay (Weird West Edition) | home |
    Then "Enapay (Weird West Edition)" has 1 influence

  Scenario: Enapay boots to give another dude at his location +1 influence for the day
    Given the board "main street"
    And Player1 has these dudes:
      | dude                        | at          |
      | Enapay (Weird West Edition) | Town Square |
      | Olivia Jenks                | Town Square |
      | Steven Wiles                | home        |
    When Player1 uses "Enapay (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Enapay (Weird West Edition)"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 influence
    And "Enapay (Weird West Edition)" is booted
    And "Olivia Jenks" has "influence +1" from "Enapay (Weird West Edition)" until end of day

  Scenario: The +1 influence lasts through Sundown
    Given the board "main street"
    And Player1 has these dudes:
      | dude                        | at          |
      | Enapay (Weird West Edition) | Town Square |
      | Olivia Jenks                | Town Square |
    When Player1 uses "Enapay (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And the game advances to Sundown
    Then "Olivia Jenks" has 3 influence
    And "Enapay (Weird West Edition)" has 1 influence
