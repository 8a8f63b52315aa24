Feature: A cost of several cards from the play hand is paid in full or not at all
  Rules digest §8.1: an ability's costs must be payable before it is used. A cost printed
  "Discard three cards" (Baijiu Jar: "Shootout, Boot: Discard three cards to draw four
  cards") needs three cards in hand: a player with fewer cannot start paying it, and the
  cards the ability's own effect brings in cannot pay it. Jon Longstride also carries a
  Winchester, so the shootout play window stays open while the jar is refused.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                                                                  |
      | Jon Longstride | Town Square | Baijiu Jar (Weird West Edition), Winchester Model 1873 (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's deck is "Pat's Perch, Pinto, Mustang, Travis Moone, Kidnappin'"

  @rule:ability.cost
  Scenario: Two cards cannot pay a three-card discard, and neither is discarded
    Given Player1's hand is "Reserves, War Paint"
    When Player1 tries to use "Baijiu Jar (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1's hand is "Reserves, War Paint"
    And Player1's discard pile is empty
    And "Baijiu Jar (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a play"

  @rule:ability.cost
  Scenario: Exactly three cards pay it, each selected from what is left in hand
    Given Player1's hand is "Reserves, War Paint, Shotgun"
    When Player1 uses "Baijiu Jar (Weird West Edition)"
    And Player1 discards "Reserves"
    Then Player1 may choose "discard War Paint"
    And Player1 may not choose "discard Reserves"
    When Player1 discards "War Paint"
    And Player1 discards "Shotgun"
    Then Player1's hand is "Pat's Perch, Pinto, Mustang, Travis Moone"
    And Player1 is asked to "Select a play"
