@card:21038 @blind
Feature: Steph & Gertie's Tonsorium (blind proof)
  Controller Noon, Boot: Shuffle a card from your hand into your deck. Discard the top card
  of your deck.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Steph & Gertie's Tonsorium"
    And Player1's hand is "Shotgun, Pinto"
    And Player1's deck is "Mustang"
    And Player1's discard pile is empty

  Scenario: A card from hand goes into the deck, then the deck's top card is discarded
    When Player1 uses "Steph & Gertie's Tonsorium"
    And Player1 selects "Shotgun"
    Then Player1's hand is "Pinto"
    And Player1 has 1 cards in their deck
    And Player1 has 1 cards in their discard pile
    And "Steph & Gertie's Tonsorium" is booted

  Scenario: The deed boots: it cannot be used twice
    When Player1 uses "Steph & Gertie's Tonsorium"
    And Player1 selects "Shotgun"
    And Player2 passes
    And Player1 tries to use "Steph & Gertie's Tonsorium"
    Then the play is refused by rule "noon.once_per_day"

  Scenario: Only the deed's controller may use it
    Given Player1's street is "home"
    And Player2's street is "home, Steph & Gertie's Tonsorium"
    When Player1 tries to use "Steph & Gertie's Tonsorium"
    Then the play is refused by rule "ability.controller"
