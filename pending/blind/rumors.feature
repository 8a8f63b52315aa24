@card:01128 @blind
Feature: Rumors (blind proof)
  Noon: Choose a dude. That dude gets –1 influence while at any location except home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player1's hand is "Rumors"

  @ruling:rumors-home-is-own-home
  Scenario: At the opponent's home the dude is not at home
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 plays "Rumors"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
