@card:11014
Feature: Maza Gang Hideout
  Deed, Private, no production printed. This deed is not adjacent to the town square.
  This deed has +1 production for each adjacent location.

  Background:
    Given the board "shootout"

  Scenario: At the end of the street, one neighbour and no town square: 1 production
    Given Player1's street is "home, General Store, Maza Gang Hideout"
    Then "Maza Gang Hideout" has 1 production

  Scenario: A dude moving from the town square to the Hideout boots, as it is not adjacent (§4.2)
    Given Player1's street is "home, General Store, Maza Gang Hideout"
    And Player1 has these dudes:
      | dude         | at                |
      | Olivia Jenks | Town Square       |
    When Player1 moves "Olivia Jenks" to "Maza Gang Hideout"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is at "Maza Gang Hideout"

  Scenario: Between two deeds: 2 production
    Given Player1's street is "home, Maza Gang Hideout, General Store"
    Then "Maza Gang Hideout" has 2 production
