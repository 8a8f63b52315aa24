@card:25022 @blind
Feature: Felix Cutler (blind proof)
  Resolution: If your hand is cheatin', unboot a Hex or goods in your posse. Its abilities
  may be used an additional time this turn.

  3H 3H is a pair of the same value and suit: a cheatin' hand. Shotgun is a goods; Soul
  Blast a Hex.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                  |
      | Felix Cutler | Town Square |                              |
      | Clint Ramsey | Town Square | Shotgun (booted)             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "2S 2C 5S 8C JD"

  Scenario: With a cheatin' hand a booted goods in the posse is unbooted
    Given Player1's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Felix Cutler"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 picks "Felix Cutler" as shooter
    And Player1 uses "Felix Cutler"
    And Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: With a legal hand nothing is unbooted
    Given Player1's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Felix Cutler"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 picks "Felix Cutler" as shooter
    And Player1 tries to use "Felix Cutler"
    Then "Shotgun" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: The unbooted goods may be used an additional time this turn
    Given Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player1 has used "Shotgun" today
    And Player1 has these dudes:
      | dude         | at          | attachments      |
      | Felix Cutler | Town Square |                  |
      | Clint Ramsey | Town Square | Shotgun (booted) |
      | Jake Smiley  | Town Square |                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    When Player1 calls out "Olivia Jenks" with "Felix Cutler"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Felix Cutler" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Felix Cutler"
    And Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    When Player2 covers the casualties with "discard Steven Wiles"
    And Player1 covers the casualties with "discard Jake Smiley"
    And Player2 stays
    And Player1 stays
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player1 is asked to "Select a dude"
