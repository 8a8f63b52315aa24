@card:01005 @blind
Feature: Micah Ryse (blind proof)
  Noon: Boot a Hex on Micah to move him (without booting).

  Background:
    Given the board "main street"
    And a game between "The Fourth Ring" and "Law Dogs"

  Scenario: Booting his Hex moves Micah anywhere without booting him
    Given Player1 has these dudes:
      | dude       | at   | attachments |
      | Micah Ryse | home | Soul Blast  |
    When Player1 uses "Micah Ryse"
    And Player1 selects "Soul Blast"
    And Player1 selects "Blake Ranch"
    Then "Micah Ryse" is at "Blake Ranch"
    And "Micah Ryse" is unbooted
    And "Soul Blast" is booted

  Scenario: Without an unbooted Hex Micah cannot move this way
    Given Player1 has these dudes:
      | dude       | at   | attachments          |
      | Micah Ryse | home | Soul Blast (booted)  |
    When Player1 tries to use "Micah Ryse"
    Then the play is refused by rule "ability.cost"
    And "Micah Ryse" is at "Player1's home"

  Scenario: A Hex on another dude does not pay for Micah's move
    Given Player1 has these dudes:
      | dude          | at   | attachments |
      | Micah Ryse    | home |             |
      | Steele Archer | home | Soul Blast  |
    When Player1 tries to use "Micah Ryse"
    Then the play is refused by rule "ability.cost"
    And "Micah Ryse" is at "Player1's home"
    And "Soul Blast" is unbooted
