@card:11014 @blind
Feature: Maza Gang Hideout (blind proof)
  Deed, Private; no printed production.
  This deed is not adjacent to the town square.
  This deed has +1 production for each adjacent location.

  Background:
    Given the board "main street"

  # From the town square a move to an adjacent location needs no boot, any other does (§4.2).
  Scenario: Between two locations it has 2 production; from the town square the move there boots
    Given Player1's street is "home, Maza Gang Hideout, General Store"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    Then "Maza Gang Hideout" has 2 production
    When Player1 moves "Jake Smiley" to "Maza Gang Hideout"
    Then "Jake Smiley" is at "Maza Gang Hideout"
    And "Jake Smiley" is booted

  Scenario: At the end of the street it has 1 production
    Given Player1's street is "home, General Store, Maza Gang Hideout"
    Then "Maza Gang Hideout" has 1 production
