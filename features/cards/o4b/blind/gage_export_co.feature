@card:21043 @blind
Feature: Gage Export Co. (blind proof)
  Controller Noon, Boot: Shuffle a card in your discard pile into your deck. Discard the top
  card of your deck.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Gage Export Co."

  Scenario: With an empty deck, the card shuffled in is the one discarded again
    Given Player1's discard pile is "Shotgun, Pinto"
    And Player1's deck is empty
    When Player1 uses "Gage Export Co."
    And Player1 selects "Shotgun"
    Then Player1's discard pile is "Shotgun, Pinto"
    And Player1's deck is empty
    And "Gage Export Co." is booted
    And the log contains "Player1 shuffles Shotgun into their deck"
    And the log has a line containing "from the top of their deck"

  Scenario: A card from the discard pile goes into the deck, then the top card is discarded
    Given Player1's discard pile is "Shotgun"
    And Player1's deck is "Mustang, Pinto"
    When Player1 uses "Gage Export Co."
    And Player1 selects "Shotgun"
    Then Player1 has 2 cards in their deck
    And Player1 has 1 cards in their discard pile
    And "Gage Export Co." is booted
    And the log contains "Player1 shuffles Shotgun into their deck"
    And the log has a line containing "from the top of their deck"

  Scenario: Only the deed's controller may use it
    Given Player1's street is "home"
    And Player2's street is "home, Gage Export Co."
    And Player1's discard pile is "Shotgun"
    When Player1 tries to use "Gage Export Co."
    Then the play is refused by rule "ability.controller"
