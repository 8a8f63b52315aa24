@card:24027 @blind
Feature: Arnold Stewart (blind proof)
  Noon: Boot Arnold's Gadget to discard the top five cards of your deck. If one of those
  cards was an Out of Town deed, you may boot Arnold to put that card in your hand.

  Mechanical Horse (Weird West Edition) is a Gadget; Blake Ranch an Out of Town deed;
  General Store a deed in town.

  Background:
    Given the board "main street"
    And Player1's street is "home, Telegraph Office"
    And Player1's out of town deeds is empty
    And Player1 has these dudes:
      | dude                                | at   | attachments                           |
      | Arnold Stewart (Weird West Edition) | home | Mechanical Horse (Weird West Edition) |

  Scenario: Arnold boots to take the Out of Town deed among the five into hand
    Given Player1's deck is "Shotgun, General Store, Blake Ranch, Soul Blast, Jake Smiley, Pancho Castillo"
    And Player1's hand is empty
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 selects "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "boot Arnold Stewart to put an Out of Town deed in hand"
    And Player1 selects "Blake Ranch"
    Then "Blake Ranch" is in Player1's hand
    And "Arnold Stewart (Weird West Edition)" is booted
    And "Mechanical Horse (Weird West Edition)" is booted
    And Player1's discard pile is "Shotgun, General Store, Soul Blast, Jake Smiley"
    And Player1's deck is "Pancho Castillo"

  Scenario: Arnold may decline: the deed stays discarded and Arnold unbooted
    Given Player1's deck is "Shotgun, General Store, Blake Ranch, Soul Blast, Jake Smiley, Pancho Castillo"
    And Player1's hand is empty
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 selects "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "pass"
    Then "Blake Ranch" is in Player1's discard pile
    And Player1's hand is empty
    And "Arnold Stewart (Weird West Edition)" is unbooted

  Scenario: Without an Out of Town deed among the five, everything is discarded and Arnold stays unbooted
    Given Player1's deck is "Shotgun, General Store, Soul Blast, Jake Smiley, Pancho Castillo, Blake Ranch"
    And Player1's hand is empty
    When Player1 uses "Arnold Stewart (Weird West Edition)"
    And Player1 selects "Mechanical Horse (Weird West Edition)"
    Then Player1's discard pile is "Shotgun, General Store, Soul Blast, Jake Smiley, Pancho Castillo"
    And Player1's deck is "Blake Ranch"
    And Player1's hand is empty
    And "Arnold Stewart (Weird West Edition)" is unbooted
    And "Mechanical Horse (Weird West Edition)" is booted

  Scenario: Arnold needs a Gadget to boot
    Given Player1 has these dudes:
      | dude                                | at   |
      | Arnold Stewart (Weird West Edition) | home |
    And Player1's deck is "Shotgun, General Store, Blake Ranch, Soul Blast, Jake Smiley, Pancho Castillo"
    When Player1 tries to use "Arnold Stewart (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1's deck is "Shotgun, General Store, Blake Ranch, Soul Blast, Jake Smiley, Pancho Castillo"
