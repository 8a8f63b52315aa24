@card:01063
Feature: Charlie's Place
  Controller Noon, Boot: Raise or lower the bullets of a dude at this location by 2.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place"
    And Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Charlie's Place |
      | Olivia Jenks | Town Square     |

  Scenario: Raise the bullets of your dude at Charlie's Place by 2
    When Player1 uses "Charlie's Place"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    Then "Pancho Castillo" has 5 bullets
    And "Charlie's Place" is booted
    And the log contains in order:
      """
      Player1 uses Charlie's Place on Pancho Castillo
      Player1 raises Pancho Castillo's bullets by 2
      """

  Scenario: Lower the bullets of an opposing dude at Charlie's Place by 2
    When Player1 uses "Charlie's Place"
    And Player1 selects "Clint Ramsey"
    And Player1 chooses "lower"
    Then "Clint Ramsey" has 0 bullets
    And "Pancho Castillo" has 3 bullets
    And the last log line is "Player1 lowers Clint Ramsey's bullets by 2"

  Scenario: Only dudes at Charlie's Place may be selected
    When Player1 uses "Charlie's Place"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select an option"
    And Player1 may choose "raise"
    And Player1 may choose "lower"
    And the last log line is "Player1 uses Charlie's Place on Pancho Castillo"

  Scenario: With no dude at Charlie's Place there is no one to change
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Charlie's Place"
    Then the play is refused because "Charlie's Place has no legal target"
    And the play is refused by rule "ability.target"
    And "Charlie's Place" is unbooted
    And the log does not contain "Player1 uses Charlie's Place on Pancho Castillo"

  Scenario: The bullets last the rest of the day and are gone the next day
    Given Player1's hand is "Blake Ranch"
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 uses "Charlie's Place"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "raise"
    And the game advances to Sundown
    Then "Pancho Castillo" has 5 bullets
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Pancho Castillo" has 3 bullets
    And the log contains "Day 1 ends"

  Scenario: A booted Charlie's Place cannot be used
    Given Player1's street is "home, Charlie's Place (booted)"
    When Player1 tries to use "Charlie's Place"
    Then the play is refused because "Charlie's Place is booted"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" has 3 bullets
    And the log does not contain "Player1 uses Charlie's Place on Pancho Castillo"

  Scenario: An opponent who controls Charlie's Place by influence uses it
    Given Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Charlie's Place |
      | Olivia Jenks | Charlie's Place |
    And it is Player2's turn
    When Player2 uses "Charlie's Place"
    And Player2 selects "Pancho Castillo"
    And Player2 chooses "lower"
    Then "Pancho Castillo" has 1 bullets
    And the last log line is "Player2 lowers Pancho Castillo's bullets by 2"

  Scenario: The owner cannot use Charlie's Place while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at              |
      | Clint Ramsey | Charlie's Place |
      | Olivia Jenks | Charlie's Place |
    When Player1 tries to use "Charlie's Place"
    Then the play is refused because "Player1 does not control Charlie's Place"
    And the play is refused by rule "ability.controller"
    And "Pancho Castillo" has 3 bullets
    And the log does not contain "Player1 uses Charlie's Place on Pancho Castillo"

  Scenario: Charlie's Place is used once per day
    Given Player1 has used "Charlie's Place" today
    When Player1 tries to use "Charlie's Place"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" has 3 bullets
    And the log does not contain "Player1 uses Charlie's Place on Pancho Castillo"
