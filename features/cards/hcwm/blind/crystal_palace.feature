@card:22034 @blind
Feature: Crystal Palace (blind proof)
  Abomination dudes at this location have +1 bullets and +1 influence.

  The Brute is an Abomination with 1 bullet and 0 influence; Pancho Castillo (3 bullets,
  2 influence) is not an Abomination.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Crystal Palace"

  Scenario: An Abomination at the Palace has +1 bullets and +1 influence
    Given Player1 has these dudes:
      | dude                           | at             |
      | The Brute (Weird West Edition) | Crystal Palace |
    Then "The Brute (Weird West Edition)" has 2 bullets
    And "The Brute (Weird West Edition)" has 1 influence

  Scenario: An opponent's Abomination at the Palace gets it too
    Given Player2 has these dudes:
      | dude                           | at             |
      | The Brute (Weird West Edition) | Crystal Palace |
    Then "The Brute (Weird West Edition)" has 2 bullets
    And "The Brute (Weird West Edition)" has 1 influence

  Scenario: A dude who is not an Abomination gets nothing, nor does an Abomination elsewhere
    Given Player1 has these dudes:
      | dude                           | at             |
      | Pancho Castillo                | Crystal Palace |
      | The Brute (Weird West Edition) | Town Square    |
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 2 influence
    And "The Brute (Weird West Edition)" has 1 bullets
    And "The Brute (Weird West Edition)" has 0 influence

  Scenario: The bonus ends when the Abomination leaves the Palace
    Given Player1 has these dudes:
      | dude                           | at             |
      | The Brute (Weird West Edition) | Crystal Palace |
    When Player1 moves "The Brute (Weird West Edition)" to "Town Square"
    Then "The Brute (Weird West Edition)" has 1 bullets
    And "The Brute (Weird West Edition)" has 0 influence
