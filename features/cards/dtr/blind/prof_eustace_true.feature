@card:01026 @blind
Feature: Prof. Eustace True (blind proof)
  Noon: Discard a Gadget from Eustace to move him to another location (without
  booting).

  Force Field is a Gadget; Shotgun is not.

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"

  Scenario: Discarding his Gadget moves Eustace anywhere without booting him
    Given Player1 has these dudes:
      | dude               | at   | attachments |
      | Prof. Eustace True | home | Force Field |
    When Player1 uses "Prof. Eustace True"
    And Player1 selects "Force Field"
    And Player1 selects "Blake Ranch"
    Then "Prof. Eustace True" is at "Blake Ranch"
    And "Prof. Eustace True" is unbooted
    And "Force Field" is in Player1's discard pile

  Scenario: Goods that are not a Gadget cannot pay for the move
    Given Player1 has these dudes:
      | dude               | at   | attachments |
      | Prof. Eustace True | home | Shotgun     |
    When Player1 tries to use "Prof. Eustace True"
    Then the play is refused by rule "ability.cost"
    And "Shotgun" is attached to "Prof. Eustace True"
    And "Prof. Eustace True" is at "Player1's home"

  Scenario: A Gadget on another dude cannot pay for the move
    Given Player1 has these dudes:
      | dude               | at   | attachments |
      | Prof. Eustace True | home |             |
      | Lane Healey        | home | Force Field |
    When Player1 tries to use "Prof. Eustace True"
    Then the play is refused by rule "ability.cost"
    And "Force Field" is attached to "Lane Healey"

  Scenario: The move goes to another location, not where he stands
    Given Player1 has these dudes:
      | dude               | at   | attachments |
      | Prof. Eustace True | home | Force Field |
    When Player1 uses "Prof. Eustace True"
    And Player1 selects "Force Field"
    Then Player1 is asked to "Select a location"
    And Player1 may not choose "Player1's home"
    And Player1 may choose "Player2's home"
