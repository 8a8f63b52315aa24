Feature: Discarding the top cards of a deck
  Rules digest §0, §9.3: "discard the top N cards of your deck" puts them face up on the
  discard pile, top first. Only what the deck holds is discarded: the discard pile is not
  shuffled in on the way (it would hold the very cards just discarded); the empty deck is
  refilled when next drawn from. Arnold Stewart (Weird West Edition) digs five cards
  deep by booting his Gadget; "Mahogany" Jackson discards two whenever she joins a posse.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                | at   | attachments   |
      | Arnold Stewart (Weird West Edition) | home | Auto-Revolver |

  @rule:piles.run_out @card:24027
  Scenario: A deck and discard pile short of five cards discard what they hold
    Given Player1's deck is "Bluetick, Whiskey Flask"
    And Player1's discard pile is empty
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    Then Player1 has 0 cards in their deck
    And Player1 has 2 cards in their discard pile
    And the log contains "Player1 runs out of cards and discards 2 of 5"

  @rule:piles.run_out @card:24027 @ruling:discarding-from-the-deck-stops-when-it-runs-out
  Scenario: The discard pile is not shuffled in to discard more
    Given Player1's deck is "Bluetick, Whiskey Flask"
    And Player1's discard pile is "Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    Then Player1 has 0 cards in their deck
    And Player1 has 6 cards in their discard pile
    And the log does not contain "Player1 shuffles their discard pile into their deck"
    And the log contains "Player1 discards Bluetick, Whiskey Flask from the top of their deck"
