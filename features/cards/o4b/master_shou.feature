@card:21012
Feature: Master Shou
  Noon: Boot your Abomination dude at this or an adjacent deed. The deed's owner must pay you
  1 ghost rock, if able.

  Ke Wang is an Abomination; Olivia Jenks is not. Dead Dog Tavern and General Store stand next
  to each other on Player2's street.

  Background:
    Given the phase is High Noon
    And Player1's street is "home"
    And Player2's street is "home, Dead Dog Tavern, General Store"
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock

  Scenario: Shou boots your Abomination at an adjacent deed; the deed's owner pays you 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at              |
      | Master Shou  | Dead Dog Tavern |
      | Ke Wang      | General Store   |
    When Player1 uses "Master Shou"
    And Player1 selects "Ke Wang"
    Then "Ke Wang" is booted
    And "Master Shou" is unbooted
    And Player1 has 1 ghost rock
    And Player2 has 0 ghost rock
    And the log contains in order:
      """
      Player1 uses Master Shou
      Player2 pays Player1 1 ghost rock
      """

  Scenario: An Abomination at Shou's own deed will do; an owner with no ghost rock pays nothing
    Given Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at              |
      | Master Shou  | Dead Dog Tavern |
      | Ke Wang      | Dead Dog Tavern |
    When Player1 uses "Master Shou"
    And Player1 selects "Ke Wang"
    Then "Ke Wang" is booted
    And Player1 has 0 ghost rock
    And the log does not contain "Player2 pays Player1 1 ghost rock"

  Scenario: An Abomination in the town square, or a dude who is not one, cannot be booted
    Given Player1 has these dudes:
      | dude         | at              |
      | Master Shou  | Dead Dog Tavern |
      | Ke Wang      | Town Square     |
      | Olivia Jenks | General Store   |
    When Player1 tries to use "Master Shou"
    Then the play is refused by rule "ability.cost"
    And Player2 has 1 ghost rock

  Scenario: An Abomination at a deed not adjacent to Shou's location cannot be booted
    Given Player1 has these dudes:
      | dude         | at             |
      | Master Shou  | Player2's home |
      | Ke Wang      | General Store  |
    When Player1 tries to use "Master Shou"
    Then the play is refused by rule "ability.cost"

  Scenario: An Abomination at a home, even next to Shou, cannot be booted
    Given Player1 has these dudes:
      | dude         | at              |
      | Master Shou  | Dead Dog Tavern |
      | Ke Wang      | Player2's home  |
    When Player1 tries to use "Master Shou"
    Then the play is refused by rule "ability.cost"

  Scenario: At a deed you own, nobody pays you
    Given Player1's street is "home, Telegraph Office"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at               |
      | Master Shou  | Player1's home   |
      | Ke Wang      | Telegraph Office |
    When Player1 uses "Master Shou"
    And Player1 selects "Ke Wang"
    Then "Ke Wang" is booted
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 pays Player1 1 ghost rock"
