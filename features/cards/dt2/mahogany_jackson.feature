@card:24095
Feature: "Mahogany" Jackson (Weird West Edition)
  Whenever Mahogany joins a posse, discard the top two cards of your deck.

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down"
    And Player1's deck starts with "2D JD 5C"
    And Player1 has these dudes:
      | dude                                    | at          |
      | Jake Smiley                             | Town Square |
      | "Mahogany" Jackson (Weird West Edition) | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:ability.trait @rule:shootout.posse
  Scenario: Mahogany joins a posse and the top two cards of her player's deck are discarded
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds ""Mahogany" Jackson (Weird West Edition)" to the posse
    Then Player1's posse is "Jake Smiley, "Mahogany" Jackson (Weird West Edition)"
    And Player1 has 2 cards in their discard pile
    And Player1 is asked to "Select a play"

  @rule:ability.trait
  Scenario: Another dude joining the posse discards nothing
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    Then Player1 has 0 cards in their discard pile
    And Player1 is asked to "Select a dude"
