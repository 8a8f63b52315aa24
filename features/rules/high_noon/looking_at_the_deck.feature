Feature: Looking at the top cards of a deck
  Rules digest §0, §9.3: "look at the top N cards of your deck" draws nothing: the cards
  stay on the deck in their order until an effect moves one, and only what the deck holds
  is looked at — the discard pile is shuffled in when a card is next drawn, not to make
  up the number. Sun-Touched Raven (Weird West Edition) looks at five, may discard up to
  three and may boot its Shaman to draw a card. Enapay, Shaman 1, casts it on a pull of 5
  or more (Pancho Castillo is a 5).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude   | at          | attachments                            |
      | Enapay | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Enapay" against "Steven Wiles"

  @rule:piles.look_at_top @card:24201
  Scenario: A deck short of five shows what it holds; the discard pile is not shuffled in to look
    Given Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask"
    And Player1's discard pile is "Allie Hensman, Pat's Perch"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    Then the options are:
      """
      Bluetick
      Whiskey Flask
      done
      """
    And the log contains "Player1 looks at the top 2 cards of their deck"
    And the log does not contain "Player1 shuffles their discard pile into their deck"
    When Player1 selects "Bluetick"
    And Player1 is done
    And Player1 chooses "pass"
    Then Player1's deck is "Whiskey Flask"
    And Player1's discard pile is "Allie Hensman, Pat's Perch, Pancho Castillo, Bluetick"
    And Player1 is asked to "Select a play"

  @rule:piles.look_at_top @rule:piles.run_out @card:24201
  Scenario: Discarding every card looked at empties the deck; the draw after it reshuffles the discard pile
    Given Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask"
    And Player1's discard pile is empty
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    And Player1 selects "Bluetick"
    And Player1 selects "Whiskey Flask"
    And Player1 chooses "boot this Shaman to draw a card"
    Then Player1 has 2 cards in hand
    And Player1 has 2 cards in their deck
    And the log contains in order:
      """
      Player1 discards Bluetick, Whiskey Flask from their deck
      Player1 shuffles their discard pile into their deck
      Player1 boots Enapay to draw a card
      """
    And Player1 is asked to "Select a play"
