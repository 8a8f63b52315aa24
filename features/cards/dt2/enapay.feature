@card:24058
Feature: Enapay (Weird West Edition)
  Enapay gets +2 influence during High Noon.
  Noon, Boot: Another dude at this location gets +1 influence.

  Enapay prints 1 influence; Jon Longstride 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                        | at          |
      | Enapay (Weird West Edition) | Town Square |
      | Jon Longstride              | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | General Store |

  Scenario: During High Noon Enapay has 3 influence
    Then "Enapay (Weird West Edition)" has 3 influence

  Scenario: At Sundown Enapay has his printed influence
    When the game advances to Sundown
    Then "Enapay (Weird West Edition)" has 1 influence

  Scenario: Enapay boots to give another dude here +1 influence for the day
    When Player1 uses "Enapay (Weird West Edition)"
    Then the options are:
      """
      Jon Longstride
      cancel
      """
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 2 influence
    And "Jon Longstride" has "influence +1" from "Enapay (Weird West Edition)" until end of day
    And "Enapay (Weird West Edition)" is booted
    And the log contains "Player1 uses Enapay (Weird West Edition) to give Jon Longstride +1 influence"
