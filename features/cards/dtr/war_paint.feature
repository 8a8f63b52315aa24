@card:01116
Feature: War Paint
  Noon: One of your dudes gets +2 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "War Paint"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: One of your dudes gets +2 bullets
    When Player1 plays "War Paint"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 5 bullets
    And "War Paint" is in Player1's discard pile
    And the last log line is "Player1 plays War Paint to give Pancho Castillo +2 bullets"

  Scenario: Only your own dudes can be selected
    When Player1 plays "War Paint"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"

  Scenario: Without a dude of your own War Paint cannot be played
    Given Player1 has these dudes:
      | dude |
    When Player1 tries to play "War Paint"
    Then the play is refused by rule "ability.target"
    And "War Paint" is in Player1's hand

  Scenario: The bullets last the rest of the day and are gone the next day
    Given Player1's hand is "War Paint, Blake Ranch"
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 plays "War Paint"
    And Player1 selects "Pancho Castillo"
    And the game advances to Sundown
    Then "Pancho Castillo" has 5 bullets
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Pancho Castillo" has 3 bullets
    And the log contains "Day 1 ends"

  Scenario: The effect shows on the dude with when it expires, and is gone the next day
    Given Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 plays "War Paint"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has "bullets +2" from "War Paint" until end of day
    And the log has a line containing "to give Pancho Castillo +2 bullets"
    When the game advances to the High Noon phase of day 2
    Then "Pancho Castillo" has no lasting effects
