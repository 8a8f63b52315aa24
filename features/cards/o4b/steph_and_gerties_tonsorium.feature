@card:21038
Feature: Steph & Gertie's Tonsorium
  Controller Noon, Boot: Shuffle a card from your hand into your deck. Discard the top card of
  your deck.

  Scenario: A card from hand goes into the deck, then the top card is discarded
    Given the phase is High Noon
    And Player1's street is "home, Steph & Gertie's Tonsorium"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Pinto, Rapier, Bluetick, Roan, Mustang"
    And Player2's hand is "Rapier"
    When Player1 uses "Steph & Gertie's Tonsorium"
    Then the options are:
      """
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then Player1's hand is empty
    And "Steph & Gertie's Tonsorium" is booted
    And Player1 has 5 cards in their deck
    And Player1 has 1 cards in their discard pile
    And "Rapier" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 shuffles a card from their hand into their deck
      Player1 discards Rapier from the top of their deck
      """
    And the log contains "Player1 shuffles a card from their hand into their deck"

  Scenario: With an empty hand there is nothing to shuffle
    Given the phase is High Noon
    And Player1's street is "home, Steph & Gertie's Tonsorium"
    And Player1's hand is empty
    When Player1 tries to use "Steph & Gertie's Tonsorium"
    Then the play is refused by rule "ability.target"

  Scenario: Only the deed's controller may use it
    Given the phase is High Noon
    And Player1's street is "home, Steph & Gertie's Tonsorium"
    And Player2's hand is "Rapier"
    When Player2 tries to use "Steph & Gertie's Tonsorium"
    Then the play is refused by rule "ability.controller"
