@card:01078 @blind
Feature: The Pharmacy (blind proof)
  Controller Noon, Boot: Unboot a dude.

  Background:
    Given the board "main street"
    And Player1's street is "home, The Pharmacy"

  Scenario: The controller boots the Pharmacy to unboot a booted dude anywhere
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Blake Ranch | yes    |
    When Player1 uses "The Pharmacy"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "The Pharmacy" is booted

  Scenario: An opponent's booted dude can be unbooted
    Given Player2 has these dudes:
      | dude            | at               | booted |
      | Andreas Andregg | Railroad Station | yes    |
    When Player1 uses "The Pharmacy"
    And Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" is unbooted

  Scenario: The owner who does not control the Pharmacy cannot use it
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    And Player2 has these dudes:
      | dude         | at           |
      | Steven Wiles | The Pharmacy |
    Then Player2 controls "The Pharmacy"
    When Player1 tries to use "The Pharmacy"
    Then the play is refused by rule "ability.controller"
    And "Pancho Castillo" is booted
