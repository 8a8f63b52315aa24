@card:01128
Feature: Rumors
  Noon: Choose a dude. That dude gets –1 influence while at any location except home.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Rumors"
    And Player1 has these dudes:
      | dude         | at   |
      | Jake Smiley  | home |
    And Player2 has these dudes:
      | dude          | at          |
      | Max Baine     | Town Square |
      | Olivia Jenks  | home        |

  Scenario: A dude away from home loses 1 influence
    When Player1 plays "Rumors"
    And Player1 selects "Max Baine"
    Then "Max Baine" has 3 influence
    And Player2 has 5 influence
    And "Rumors" is in Player1's discard pile
    And the last log line is "Player1 plays Rumors on Max Baine"

  Scenario: At home the rumors do not stick
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 influence
    And the last log line is "Player1 plays Rumors on Olivia Jenks"

  Scenario: The rumors follow the dude when they leave home
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    And Player2 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" has 1 influence
    And the log contains "Player2 moves Olivia Jenks to Town Square without booting"

  Scenario: Any dude can be chosen, including your own
    When Player1 plays "Rumors"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Jake Smiley"
    And Player1 may choose "Max Baine"

  Scenario: The rumors die down at the end of the day
    Given Player2 has 10 ghost rock
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Pat's Perch, Pat's Perch"
    When Player1 plays "Rumors"
    And Player1 selects "Max Baine"
    And the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Max Baine" has 4 influence
    And the log contains "Day 1 ends"
