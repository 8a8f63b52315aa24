@card:24050 @blind
Feature: Jia Mein (blind proof)
  Jia Mein (Weird West Edition), 2 bullets, a draw, Huckster 1: "Shootout Repeat:
  Attach a Hex to Jia Mein (paying all costs) to make him a stud. (This ability can be
  used while booted, and in a location you do not control.)"

  Soul Blast and Blood Curse are Hexes costing 1; Shotgun is a Weapon.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                          | at          | booted |
      | Jia Mein (Weird West Edition) | Town Square | yes    |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jia Mein (Weird West Edition)"

  Scenario: Booted, at the town square, Jia attaches a Hex paying its cost and becomes a stud
    Given Player1's hand is "Soul Blast, Blood Curse, Shotgun"
    And Player1 has 5 ghost rock
    Then "Jia Mein (Weird West Edition)" is a draw
    When Player1 uses "Jia Mein (Weird West Edition)"
    Then Player1 may not choose "Shotgun"
    When Player1 selects "Soul Blast"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And Player1 has 4 ghost rock
    And "Jia Mein (Weird West Edition)" is a stud
    And "Jia Mein (Weird West Edition)" has "stud" from "Jia Mein (Weird West Edition)" until end of shootout
    And "Shotgun" is in Player1's hand
    And "Blood Curse" is in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: Repeat: a second Hex in the same shootout
    Given Player1's hand is "Soul Blast, Blood Curse"
    And Player1 has 5 ghost rock
    When Player1 uses "Jia Mein (Weird West Edition)"
    And Player1 selects "Soul Blast"
    And Player1 uses "Jia Mein (Weird West Edition)"
    Then "Soul Blast" is attached to "Jia Mein (Weird West Edition)"
    And "Blood Curse" is attached to "Jia Mein (Weird West Edition)"
    And Player1 has 3 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without the ghost rock to pay for the Hex, no Hex attaches
    Given Player1's hand is "Soul Blast"
    And Player1 has 0 ghost rock
    When Player1 tries to use "Jia Mein (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And Player2 is asked to "Select a casualty"
    And "Soul Blast" is in Player1's hand
    And "Jia Mein (Weird West Edition)" is a draw
