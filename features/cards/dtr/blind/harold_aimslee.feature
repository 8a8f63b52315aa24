@card:01032 @blind
Feature: Harold Aimslee (blind proof)
  Noon, Boot: Discard a card from your hand to get a non-Weapon Gadget from your
  discard pile. Show the card and add it to your hand.

  Force Field and Mechanical Horse are Gadgets without Weapon; Auto-Revolver is a
  Weapon Gadget; Shotgun is a Weapon, not a Gadget.

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's hand is "Reserves"
    And Player1's discard pile is "Force Field, Auto-Revolver, Shotgun"

  Scenario: Discard a card to take a non-Weapon Gadget back into hand
    When Player1 uses "Harold Aimslee"
    And Player1 selects "Force Field"
    And Player1 discards "Reserves"
    Then Player1's hand is "Force Field"
    And "Reserves" is in Player1's discard pile
    And "Force Field" is not in Player1's discard pile
    And "Harold Aimslee" is booted

  Scenario: Only a non-Weapon Gadget can be taken
    When Player1 uses "Harold Aimslee"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Force Field"
    And Player1 may not choose "Auto-Revolver"
    And Player1 may not choose "Shotgun"

  Scenario: With an empty hand there is no card to discard
    Given Player1's hand is empty
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "ability.cost"
    And "Force Field" is in Player1's discard pile
    And "Harold Aimslee" is unbooted

  Scenario: With only Weapon Gadgets in the discard pile there is nothing to take
    Given Player1's discard pile is "Auto-Revolver, Shotgun"
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "ability.target"
    And "Reserves" is in Player1's hand
    And "Harold Aimslee" is unbooted
