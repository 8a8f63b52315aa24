@card:24021
Feature: Forster Cooke (Weird West Edition)
  While Forster is at a Saloon or Casino, your other dudes get +1 bullets and +1 value.

  Forster has 1 bullets and value 9; Jon Longstride has 2 bullets and value 8 printed, Steven Wiles 3 and 8.
  Charlie's Place is a Saloon, Red River Roulette a Casino, the General Store neither.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place, General Store"
    And Player2's street is "home, Red River Roulette"
    And Player1 has these dudes:
      | dude                               | at          |
      | Forster Cooke (Weird West Edition) | Town Square |
      | Jon Longstride                     | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: At a Saloon his other dudes get +1 bullets and +1 value, he and the opponent's do not
    Then "Jon Longstride" has 2 bullets
    When Player1 moves "Forster Cooke (Weird West Edition)" to "Charlie's Place"
    Then "Jon Longstride" has 3 bullets
    And "Jon Longstride" has 9 value
    And "Forster Cooke (Weird West Edition)" has 1 bullets
    And "Forster Cooke (Weird West Edition)" has 9 value
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" has 8 value

  Scenario: At a Casino too, not at a deed that is neither
    When Player1 moves "Forster Cooke (Weird West Edition)" to "Red River Roulette"
    Then "Jon Longstride" has 3 bullets
    And "Jon Longstride" has 9 value
    When Player2 passes
    And Player1 moves "Forster Cooke (Weird West Edition)" to "General Store"
    Then "Jon Longstride" has 2 bullets
    And "Jon Longstride" has 8 value
