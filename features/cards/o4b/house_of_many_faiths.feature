@card:21001
Feature: House of Many Faiths (Out for Blood)
  Outfit. Noon, Boot: Choose your dude with a Miracle, and shuffle a card from your hand and a
  card from your discard pile into your deck. That dude moves to the town square, unboots, and
  gets +1 influence.

  Ezrael Jones (influence 1) holds Lay On Hands, a Miracle.

  Background:
    Given a game between "House of Many Faiths" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Pinto, Bowie Knife"
    And Player1's discard pile is "Shotgun"
    And Player1's deck is "Bluetick"
    And Player1's street is "home, General Store"

  Scenario: A card from hand and one from the discard pile go into the deck; the Blessed dude rides to the town square
    Given Player1 has these dudes:
      | dude         | at            | booted | attachments   |
      | Ezrael Jones | General Store | yes    | Lay On Hands  |
    When Player1 uses "House of Many Faiths"
    And Player1 selects "Ezrael Jones"
    And Player1 selects "Pinto"
    And Player1 selects "Shotgun"
    Then Player1's hand is "Bowie Knife"
    And Player1's discard pile is empty
    And Player1 has 3 cards in their deck
    And "Ezrael Jones" is at "Town Square"
    And "Ezrael Jones" is unbooted
    And "Ezrael Jones" has 2 influence
    And "House of Many Faiths" is booted
    And the log contains in order:
      """
      Player1 uses House of Many Faiths on Ezrael Jones
      Player1 shuffles Pinto and Shotgun into their deck
      Player1 moves Ezrael Jones to Town Square, unboots them and gives them +1 influence
      """
    And "Ezrael Jones" has "influence +1" from "House of Many Faiths" until end of day

  Scenario: A dude without a Miracle, or an opposing dude with one, cannot be chosen
    Given Player1 has these dudes:
      | dude         | at            |
      | Ezrael Jones | General Store |
    And Player2 has these dudes:
      | dude         | at          | attachments  |
      | Shi Long Peng | Town Square | Lay On Hands |
    When Player1 tries to use "House of Many Faiths"
    Then the play is refused by rule "ability.target"

  Scenario: With an empty discard pile there is nothing to shuffle in
    Given Player1's discard pile is empty
    And Player1 has these dudes:
      | dude         | at            | attachments  |
      | Ezrael Jones | General Store | Lay On Hands |
    When Player1 tries to use "House of Many Faiths"
    Then the play is refused by rule "ability.condition"

  Scenario: With an empty hand there is nothing to shuffle in
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude         | at            | attachments  |
      | Ezrael Jones | General Store | Lay On Hands |
    When Player1 tries to use "House of Many Faiths"
    Then the play is refused by rule "ability.condition"
