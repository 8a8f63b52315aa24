@card:22008
Feature: Mr. Baird
  Noon, Pay 1 Ghost Rock, Boot: Discard a deed from your play hand to put an in-town deed
  from your discard pile into your play hand.

  Blake Ranch is an Out of Town deed; General Store and The Pharmacy are in-town deeds.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude      | at             |
      | Mr. Baird | Player1's home |

  Scenario: A deed from hand for an in-town deed from the discard pile
    Given Player1's hand is "The Pharmacy, Shotgun"
    And Player1's discard pile is "General Store, Blake Ranch"
    When Player1 uses "Mr. Baird"
    Then Player1 is asked to "Select a card"
    When Player1 chooses "discard The Pharmacy"
    Then Player1 is asked to "Select a deed"
    And Player1 may not choose "Blake Ranch"
    When Player1 selects "General Store"
    Then Player1's hand is "General Store, Shotgun"
    And Player1's discard pile is "The Pharmacy, Blake Ranch"
    And Player1 has 2 ghost rock
    And "Mr. Baird" is booted
    And the log contains in order:
      """
      Player1 uses Mr. Baird
      Player1 puts General Store from their discard pile into their hand
      """

  Scenario: Without a deed in hand the ability is refused
    Given Player1's hand is "Shotgun"
    And Player1's discard pile is "General Store"
    When Player1 tries to use "Mr. Baird"
    Then the play is refused by rule "ability.cost"
    And Player1 has 3 ghost rock
    And "Mr. Baird" is unbooted

  Scenario: No in-town deed in the pile: nothing comes back
    Given Player1's hand is "Blake Ranch"
    And Player1's discard pile is "Shotgun"
    When Player1 uses "Mr. Baird"
    And Player1 chooses "discard Blake Ranch"
    Then Player1's hand is empty
    And Player1's discard pile is "Blake Ranch, Shotgun"
    And "Mr. Baird" is booted
