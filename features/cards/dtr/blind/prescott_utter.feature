@card:01019 @blind
Feature: Prescott Utter (blind proof)
  Prescott's bullets and influence are equal to the number of Law Dogs at his location
  (including himself).

  Background:
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"

  Scenario: Alone, Prescott counts himself
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    Then "Prescott Utter" has 1 bullets
    And "Prescott Utter" has 1 influence

  Scenario: Each Law Dogs dude at his location counts, others do not
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
      | Tommy Harden   | Town Square |
      | Clyde Owens    | Town Square |
      | Clint Ramsey   | Town Square |
      | Abram Grothe   | home        |
    Then "Prescott Utter" has 3 bullets
    And "Prescott Utter" has 3 influence

  Scenario: A Law Dogs dude moving in raises the count
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
      | Tommy Harden   | home        |
    When Player1 moves "Tommy Harden" to "Town Square"
    Then "Prescott Utter" has 2 bullets
    And "Prescott Utter" has 2 influence
    And Player1 has 3 influence

  @ruling:prescott-counts-every-law-dog
  Scenario: An opponent's Law Dogs dude at his location is a Law Dog too
    Tommy Harden is a Law Dogs dude, controlled here by the Sloane Gang player.
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    Then "Prescott Utter" has 2 bullets
