@card:24027
Feature: Arnold Stewart (Weird West Edition)
  Noon: Boot Arnold's Gadget to discard the top five cards of your deck. If one of those
  cards was an Out of Town deed, you may boot Arnold to put that card in your hand.

  Background:
    Given the phase is High Noon
    And Player1's deck is "Allie Hensman, Bluetick, Pat's Perch, Whiskey Flask, Killer Bunnies Casino, Yan Li's Tailoring"
    And Player1 has these dudes:
      | dude                                | at   | attachments   |
      | Arnold Stewart (Weird West Edition) | home | Auto-Revolver |

  Scenario: Arnold discards five cards and boots to keep the Out of Town deed among them
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    And Player1 chooses "boot Arnold Stewart to put an Out of Town deed in hand"
    And Player1 selects "Pat's Perch"
    Then Player1's hand is "Pat's Perch"
    And Player1's discard pile is "Allie Hensman, Bluetick, Whiskey Flask, Killer Bunnies Casino"
    And Player1's deck is "Yan Li's Tailoring"
    And "Auto-Revolver" is booted
    And "Arnold Stewart (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 boots Auto-Revolver on Arnold Stewart (Weird West Edition)
      Player1 discards Allie Hensman, Bluetick, Pat's Perch, Whiskey Flask, Killer Bunnies Casino from the top of their deck
      Player1 boots Arnold Stewart (Weird West Edition) to put Pat's Perch in their hand
      """

  Scenario: Arnold may leave the deed in the discard pile and stay unbooted
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    And Player1 chooses "pass"
    Then Player1's hand is empty
    And "Pat's Perch" is in Player1's discard pile
    And "Arnold Stewart (Weird West Edition)" is unbooted

  Scenario: Without an Out of Town deed among the five nothing goes to hand
    Given Player1's deck is "Allie Hensman, Bluetick, Whiskey Flask, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    Then Player1's hand is empty
    And Player1's deck is "Pat's Perch"
    And "Arnold Stewart (Weird West Edition)" is unbooted

  Scenario: Without an unbooted Gadget Arnold cannot dig
    Given Player1 has these dudes:
      | dude                                | at   | attachments            |
      | Arnold Stewart (Weird West Edition) | home | Auto-Revolver (booted) |
    When Player1 tries to use "Arnold Stewart (Weird West Edition)"
    Then the play is refused because "Arnold Stewart (Weird West Edition) has no unbooted Gadget to boot"
    And the play is refused by rule "ability.cost"
    And Player1's deck is "Allie Hensman, Bluetick, Pat's Perch, Whiskey Flask, Killer Bunnies Casino, Yan Li's Tailoring"

  Scenario: A booted Arnold still digs with his Gadget but cannot keep the deed
    Given Player1 has these dudes:
      | dude                                | at   | attachments   | booted |
      | Arnold Stewart (Weird West Edition) | home | Auto-Revolver | yes    |
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 chooses "Auto-Revolver"
    Then Player1's hand is empty
    And "Pat's Perch" is in Player1's discard pile
    And Player1's deck is "Yan Li's Tailoring"
