@card:24110
Feature: Hustings (Weird West Edition)
  All dudes not controlled by this deed's controller have -1 influence while booted at home.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hustings (Weird West Edition)"

  Scenario: The opponent's booted dudes at home lose 1 influence
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | home        | yes    |
      | Olivia Jenks    | home        | no     |
      | Steven Wiles    | Town Square | yes    |
    And Player1 has these dudes:
      | dude        | at   | booted |
      | Clyde Owens | home | yes    |
    Then "Pancho Castillo" has 1 influence
    And "Olivia Jenks" has 2 influence
    And "Steven Wiles" has 3 influence
    And "Clyde Owens" has 2 influence

  Scenario: A dude booted at the other player's home keeps his influence
    Given Player2 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Player1's home | yes    |
    Then "Pancho Castillo" has 2 influence
