@card:21043
Feature: Gage Export Co.
  Controller Noon, Boot: Shuffle a card in your discard pile into your deck. Discard the top
  card of your deck.

  Scenario: A card from the discard pile goes into the deck, then the top card is discarded
    Given the phase is High Noon
    And Player1's street is "home, Gage Export Co."
    And Player1's discard pile is "Shotgun"
    And Player1's deck is "Pinto, Rapier, Bluetick, Roan, Mustang"
    And Player2's discard pile is "Whiskey Flask"
    When Player1 uses "Gage Export Co."
    Then the options are:
      """
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then "Gage Export Co." is booted
    And Player1 has 5 cards in their deck
    And Player1 has 1 cards in their discard pile
    And "Shotgun" is not in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Gage Export Co. on Shotgun
      Player1 shuffles Shotgun into their deck
      Player1 discards Rapier from the top of their deck
      """

  Scenario: With an empty discard pile there is nothing to shuffle
    Given the phase is High Noon
    And Player1's street is "home, Gage Export Co."
    And Player1's discard pile is empty
    When Player1 tries to use "Gage Export Co."
    Then the play is refused by rule "ability.target"

  Scenario: Only the deed's controller may use it
    Given the phase is High Noon
    And Player1's street is "home, Gage Export Co."
    And Player2's discard pile is "Whiskey Flask"
    When Player2 tries to use "Gage Export Co."
    Then the play is refused by rule "ability.controller"
