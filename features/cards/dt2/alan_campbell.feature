@card:24046
Feature: Alan Campbell (Weird West Edition)
  Noon: Call out a 0-influence dude at this location.

  Allie Hensman and Jake Smiley print 0 influence, Pancho Castillo 2.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Alan Campbell | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | General Store |

  Scenario: Alan calls out a 0-influence dude, who refuses and goes home booted
    When Player1 uses "Alan Campbell"
    Then the options are:
      """
      Allie Hensman
      cancel
      """
    When Player1 selects "Allie Hensman"
    And Player2 refuses
    Then "Allie Hensman" is booted
    And the log contains "Player1 uses Alan Campbell to call out Allie Hensman"
