@card:25027
Feature: Carmilla
  Noon: Target an opposing dude at this location. Carmilla makes a Huckster skill check of
  that dude's grit.  If successful, boot that dude.  If unsuccessful, boot Carmilla (if
  able).

  Carmilla is a Huckster 1. Pancho Castillo's grit is 10 (value 5, 3 bullets, 2 influence).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude     | at          |
      | Carmilla | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Olivia Jenks    | Player2's home |

  Scenario: Pulling her way up to the dude's grit, Carmilla boots him
    Given Player1's next pull is "9H"
    When Player1 uses "Carmilla"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Carmilla" is unbooted
    And the log contains in order:
      """
      Player1 uses Carmilla on Pancho Castillo
      Player1 boots Pancho Castillo
      """

  Scenario: Falling short of his grit, Carmilla boots herself
    Given Player1's next pull is "8H"
    When Player1 uses "Carmilla"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Carmilla" is booted
    And the log contains "Player1 boots Carmilla"
