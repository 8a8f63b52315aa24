@card:24047
Feature: Sylvester Heath (Weird West Edition)
  Noon: Boot Sylvester's attached Hex or Mystical goods to move to an in-town location.

  Doyle's Hoyle is Mystical goods. Blake Ranch is out of town.

  Background:
    Given the board "shootout"

  Scenario: Sylvester boots his Mystical goods to move in town without booting
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Sylvester Heath | Town Square | Doyle's Hoyle |
    When Player1 uses "Sylvester Heath"
    And Player1 selects "Doyle's Hoyle"
    Then Player1 may not choose "Blake Ranch"
    And Player1 may not choose "Town Square"
    When Player1 chooses "Bank of California"
    Then "Sylvester Heath" is at "Bank of California"
    And "Sylvester Heath" is unbooted
    And "Doyle's Hoyle" is booted
    And the log contains "Player1 boots Doyle's Hoyle to move Sylvester Heath to Bank of California"

  Scenario: Without a Hex or Mystical goods he cannot
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Sylvester Heath | Town Square | Shotgun     |
    When Player1 tries to use "Sylvester Heath"
    Then the play is refused by rule "ability.condition"

  Scenario: A Hex serves as well
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Sylvester Heath | Town Square | Soul Blast  |
    When Player1 uses "Sylvester Heath"
    And Player1 selects "Soul Blast"
    And Player1 chooses "General Store"
    Then "Sylvester Heath" is at "General Store"
    And "Soul Blast" is booted

  Scenario: A booted focus cannot be booted again
    Given Player1 has these dudes:
      | dude            | at          | attachments             |
      | Sylvester Heath | Town Square | Doyle's Hoyle (booted)  |
    When Player1 tries to use "Sylvester Heath"
    Then the play is refused by rule "ability.condition"
