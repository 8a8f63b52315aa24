@card:03011
Feature: Hustings (Double Dealin')
  Deed, Public, Government. All dudes not controlled by this deed's controller have -1
  influence while unbooted at home.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hustings"

  Scenario: The opponent's unbooted dudes at home lose 1 influence
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | home        | no     |
      | Olivia Jenks    | home        | yes    |
      | Steven Wiles    | Town Square | no     |
    And Player1 has these dudes:
      | dude        | at   | booted |
      | Clyde Owens | home | no     |
    Then "Pancho Castillo" has 1 influence
    And "Olivia Jenks" has 2 influence
    And "Steven Wiles" has 3 influence
    And "Clyde Owens" has 2 influence

  Scenario: A dude unbooted at the other player's home keeps his influence
    Given Player2 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Player1's home | no     |
    Then "Pancho Castillo" has 2 influence
