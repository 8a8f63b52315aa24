@card:24047 @blind
Feature: Sylvester Heath (blind proof)
  Noon: Boot Sylvester's attached Hex or Mystical goods to move to an in-town location.

  Background:
    Given the board "main street"

  Scenario: Booting his Hex moves him anywhere in town, without booting him
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Sylvester Heath | home | Soul Blast  |
    When Player1 uses "Sylvester Heath"
    And Player1 selects "Soul Blast"
    And Player1 selects "Railroad Station"
    Then "Sylvester Heath" is at "Railroad Station"
    And "Soul Blast" is booted
    And "Sylvester Heath" is unbooted

  Scenario: Booting his Mystical goods works too
    Given Player1 has these dudes:
      | dude            | at   | attachments   |
      | Sylvester Heath | home | Doyle's Hoyle |
    When Player1 uses "Sylvester Heath"
    And Player1 selects "Doyle's Hoyle"
    And Player1 selects "Railroad Station"
    Then "Sylvester Heath" is at "Railroad Station"
    And "Doyle's Hoyle" is booted

  Scenario: An out-of-town deed is not a destination
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Sylvester Heath | home | Soul Blast  |
    When Player1 uses "Sylvester Heath"
    And Player1 selects "Soul Blast"
    Then Player1 may choose "Railroad Station"
    And Player1 may not choose "Blake Ranch"
    And Player1 is asked to "Select a location"

  Scenario: Without a Hex or Mystical goods he cannot use it
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Sylvester Heath | home | Shotgun     |
    When Player1 tries to use "Sylvester Heath"
    Then the play is refused by rule "ability.condition"
    And "Sylvester Heath" is at "Player1's home"

  Scenario: A booted Hex cannot pay the cost
    Given Player1 has these dudes:
      | dude            | at   | attachments         |
      | Sylvester Heath | home | Soul Blast (booted) |
    When Player1 tries to use "Sylvester Heath"
    Then the play is refused by rule "ability.condition"
    And "Sylvester Heath" is at "Player1's home"
