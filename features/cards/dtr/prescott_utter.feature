@card:01019
Feature: Prescott Utter
  Prescott's bullets and influence are equal to the number of Law Dogs at his
  location (including himself).

  Law Dogs are dudes of the Law Dogs gang, whoever controls them.

  Background:
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon

  Scenario: Alone, Prescott counts himself
    Given Player1 has these dudes:
      | dude           | at   |
      | Prescott Utter | home |
    When Player1 moves "Prescott Utter" to "Town Square"
    Then "Prescott Utter" has 1 bullets
    And "Prescott Utter" has 1 influence
    And Player1 has 1 influence
    And the log contains "Player1 moves Prescott Utter to Town Square without booting"

  Scenario: Every Law Dog at his location counts
    Given Player1 has these dudes:
      | dude            | at          |
      | Prescott Utter  | home        |
      | Tommy Harden    | Town Square |
      | Andreas Andregg | Town Square |
    When Player1 moves "Prescott Utter" to "Town Square"
    Then "Prescott Utter" has 3 bullets
    And "Prescott Utter" has 3 influence
    And Player1 has 6 influence
    And the log contains "Player1 moves Prescott Utter to Town Square without booting"

  Scenario: A Law Dog walking away lowers Prescott's bullets and influence
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
      | Tommy Harden   | Town Square |
    When Player1 moves "Tommy Harden" to "Player1's home"
    Then "Prescott Utter" has 1 bullets
    And "Prescott Utter" has 1 influence
    And the log contains "Player1 boots Tommy Harden to move them to Player1's home"

  Scenario: Law Dogs elsewhere in town do not count
    Given Player1 has these dudes:
      | dude            | at          |
      | Prescott Utter  | home        |
      | Tommy Harden    | Town Square |
      | Andreas Andregg | home        |
    When Player1 moves "Tommy Harden" to "Player1's home"
    Then "Prescott Utter" has 3 bullets
    And "Prescott Utter" has 3 influence
    And the log contains "Player1 boots Tommy Harden to move them to Player1's home"

  Scenario: An opposing Law Dog at his location counts too
    Given Player1 has these dudes:
      | dude           | at   |
      | Prescott Utter | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    When Player1 moves "Prescott Utter" to "Town Square"
    Then "Prescott Utter" has 2 bullets
    And "Prescott Utter" has 2 influence
    And the log contains "Player1 moves Prescott Utter to Town Square without booting"

  Scenario: Dudes of other gangs at his location do not count
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | home        |
      | Olivia Jenks   | Town Square |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    When Player1 moves "Prescott Utter" to "Town Square"
    Then "Prescott Utter" has 1 bullets
    And "Prescott Utter" has 1 influence
    And the log contains "Player1 moves Prescott Utter to Town Square without booting"
