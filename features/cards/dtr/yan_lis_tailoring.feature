@card:01060
Feature: Yan Li's Tailoring
  Controller Noon, Boot: Raise a dude's influence by 1.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Yan Li's Tailoring"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Raise your dude's influence by 1
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 influence
    And Player1 has 3 influence
    And "Yan Li's Tailoring" is booted
    And the last log line is "Player1 uses Yan Li's Tailoring to raise Pancho Castillo's influence by 1"

  Scenario: Any dude may be selected, an opponent's too
    When Player1 uses "Yan Li's Tailoring"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 influence
    And "Pancho Castillo" has 2 influence
    And the last log line is "Player1 uses Yan Li's Tailoring to raise Olivia Jenks's influence by 1"

  @ruling:yan-li-selects-past-choose-protection
  Scenario: The text selects a dude, so an opponent's dude that cannot be chosen by opponents is still raised
    Given "Olivia Jenks" gets "cannot be chosen by opponents" from "Olivia Jenks" until end of day
    When Player1 uses "Yan Li's Tailoring"
    Then Player1 may choose "Olivia Jenks"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 influence
    And the last log line is "Player1 uses Yan Li's Tailoring to raise Olivia Jenks's influence by 1"

  Scenario: The influence counts at Sundown and is gone the next day
    Given Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 uses "Yan Li's Tailoring"
    And Player1 selects "Pancho Castillo"
    And the game advances to the High Noon phase of day 2
    Then the log contains in order:
      """
      Player1 has 1 control point and 3 influence
      Day 1 ends
      """
    And it is day 2
    And "Pancho Castillo" has 2 influence

  Scenario: A booted Yan Li's Tailoring cannot be used
    Given Player1's street is "home, Yan Li's Tailoring (booted)"
    When Player1 tries to use "Yan Li's Tailoring"
    Then the play is refused because "Yan Li's Tailoring is booted"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" has 2 influence
    And the log does not contain "Player1 uses Yan Li's Tailoring to raise Pancho Castillo's influence by 1"

  Scenario: An opponent who controls Yan Li's Tailoring by influence uses it
    Given Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Yan Li's Tailoring |
    And it is Player2's turn
    When Player2 uses "Yan Li's Tailoring"
    And Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 influence
    And Player2 has 3 influence
    And the last log line is "Player2 uses Yan Li's Tailoring to raise Olivia Jenks's influence by 1"

  Scenario: The owner cannot use Yan Li's Tailoring while an opponent controls it
    Given Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Yan Li's Tailoring |
    When Player1 tries to use "Yan Li's Tailoring"
    Then the play is refused because "Player1 does not control Yan Li's Tailoring"
    And the play is refused by rule "ability.controller"
    And "Yan Li's Tailoring" is unbooted
    And the log does not contain "Player1 uses Yan Li's Tailoring to raise Pancho Castillo's influence by 1"

  Scenario: Yan Li's Tailoring is used once per day
    Given Player1 has used "Yan Li's Tailoring" today
    When Player1 tries to use "Yan Li's Tailoring"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" has 2 influence
    And the log does not contain "Player1 uses Yan Li's Tailoring to raise Pancho Castillo's influence by 1"
