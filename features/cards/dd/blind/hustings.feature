@card:03011 @blind
Feature: Hustings (Double Dealin') (blind proof)
  Deed, Public, Government; control 1.
  All dudes not controlled by this deed's controller have -1 influence while unbooted at
  home.

  Background:
    Given the board "main street"
    And Player1's street is "home, Hustings (Double Dealin')"

  Scenario: The opponent's unbooted dude at home has -1 influence
    Given Player2 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Player2's home | no     |
      | Steven Wiles | Town Square    | no     |
    Then "Olivia Jenks" has 1 influence
    And "Steven Wiles" has 3 influence

  Scenario: Booted at home, or controlled by the deed's controller, no penalty
    Given Player2 has these dudes:
      | dude         | at             | booted |
      | Olivia Jenks | Player2's home | yes    |
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    Then "Olivia Jenks" has 2 influence
    And "Pancho Castillo" has 2 influence

  Scenario: When the opponent controls Hustings, its owner's dudes at home lose 1 influence
    Given Player2 has these dudes:
      | dude   | at       |
      | Sloane | Hustings |
    And Player1 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    Then Player2 controls "Hustings"
    And "Olivia Jenks" has 1 influence
    And "Sloane" has 3 influence
