@card:22008 @blind
Feature: Mr. Baird (blind proof)
  Noon, Pay 1 Ghost Rock, Boot: Discard a deed from your play hand to put an in-town deed from
  your discard pile into your play hand.

  Jackson's Strike is Out of Town; Circle M Ranch is in town.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude     | at   |
      | Mr. Baird | home |

  Scenario: A deed from hand for an in-town deed from the discard pile
    Given Player1's hand is "General Store, Shotgun"
    And Player1's discard pile is "Circle M Ranch, Jackson's Strike"
    When Player1 uses "Mr. Baird"
    And Player1 chooses "discard General Store"
    Then Player1 may choose "Circle M Ranch"
    And Player1 may not choose "Jackson's Strike"
    When Player1 selects "Circle M Ranch"
    Then Player1's hand is "Circle M Ranch, Shotgun"
    And Player1's discard pile is "General Store, Jackson's Strike"
    And Player1 has 1 ghost rock
    And "Mr. Baird" is booted

  Scenario: Without a deed in hand there is nothing to discard
    Given Player1's hand is "Shotgun"
    And Player1's discard pile is "Circle M Ranch"
    When Player1 tries to use "Mr. Baird"
    Then the play is refused by rule "ability.cost"
    And Player1 has 2 ghost rock

  Scenario: Without 1 ghost rock to pay there is no swap
    Given Player1 has 0 ghost rock
    And Player1's hand is "General Store"
    And Player1's discard pile is "Circle M Ranch"
    When Player1 tries to use "Mr. Baird"
    Then the play is refused by rule "ability.cost"
    And Player1's hand is "General Store"
