@card:24044
Feature: Alfred Byrne (Weird West Edition)
  Noon: Boot Alfred or one of his attached Hexes to boot an attachment at this location.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at             | attachments |
      | Pancho Castillo | Town Square    | Shotgun     |
      | Olivia Jenks    | Player2's home | Shotgun     |

  Scenario: Alfred boots himself to boot an attachment here
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Alfred Byrne | Town Square | Soul Blast  |
    When Player1 uses "Alfred Byrne"
    Then Player1 is asked to "Select a card"
    And Player1 may not choose "Shotgun #2"
    When Player1 selects "Shotgun"
    And Player1 selects "Alfred Byrne"
    Then "Shotgun" is booted
    And "Alfred Byrne" is booted
    And "Soul Blast" is unbooted
    And the log contains "Player1 uses Alfred Byrne to boot Shotgun"

  Scenario: Or one of his Hexes boots instead
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Alfred Byrne | Town Square | Soul Blast  |
    When Player1 uses "Alfred Byrne"
    And Player1 selects "Shotgun"
    And Player1 selects "Soul Blast"
    Then "Shotgun" is booted
    And "Soul Blast" is booted
    And "Alfred Byrne" is unbooted

  @rule:ability.cost
  Scenario: Booted, with no unbooted Hex, Alfred cannot use it
    Given Player1 has these dudes:
      | dude         | at          | attachments         | booted |
      | Alfred Byrne | Town Square | Soul Blast (booted) | yes    |
    When Player1 tries to use "Alfred Byrne"
    Then the play is refused by rule "ability.cost"
