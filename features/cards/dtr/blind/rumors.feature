@card:01128 @blind
Feature: Rumors (blind proof)
  Noon: Choose a dude. That dude gets –1 influence while at any location except home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player1's hand is "Rumors"

  Scenario: The dude away from home has 1 influence less, and regains it at home
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
    And Player2 has 1 influence
    When Player2 moves "Olivia Jenks" to "Player2's home"
    Then "Olivia Jenks" has 2 influence
    And Player2 has 2 influence

  Scenario: A dude chosen at home loses the influence when he leaves home
    Given Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 influence
    When Player2 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" has 1 influence

  Scenario: Any dude can be chosen, your own included
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "Rumors"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 0 influence
    And "Olivia Jenks" has 2 influence

  Scenario: The effect lasts until the end of the day
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has "influence -1" from "Rumors" until end of day

  @ruling:rumors-home-is-own-home
  Scenario: At the opponent's home the dude is not at home
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
