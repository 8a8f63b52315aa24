@card:23033 @blind
Feature: Baird's Debt Collections (blind proof)
  Each time a deed is played, gain 1 ghost rock.
  Controller Noon, Boot: Discard a card from your hand to boot a deed.

  General Store costs 2.

  Scenario: Playing a deed gains its controller 1 ghost rock
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, Baird's Debt Collections"
    And Player1's hand is "General Store"
    When Player1 builds "General Store" on the right of their street
    Then Player1 has 4 ghost rock

  Scenario: Another player's deed gains the controller 1 ghost rock too
    Given the phase is High Noon
    And it is Player2's turn
    And Player1 has 0 ghost rock
    And Player2 has 5 ghost rock
    And Player1's street is "home, Baird's Debt Collections"
    And Player2's hand is "General Store"
    When Player2 builds "General Store" on the right of their street
    Then Player1 has 1 ghost rock
    And Player2 has 3 ghost rock

  Scenario: Noon: a card discarded boots a deed
    Given the phase is High Noon
    And Player1's street is "home, Baird's Debt Collections"
    And Player2's street is "home, General Store"
    And Player1's hand is "Pistol Whip"
    When Player1 uses "Baird's Debt Collections"
    And Player1 selects "General Store"
    And Player1 chooses "discard Pistol Whip"
    Then "General Store" is booted
    And "Pistol Whip" is in Player1's discard pile
    And "Baird's Debt Collections" is booted

  Scenario: With no card in hand it cannot be used
    Given the phase is High Noon
    And Player1's street is "home, Baird's Debt Collections"
    And Player2's street is "home, General Store"
    And Player1's hand is empty
    When Player1 tries to use "Baird's Debt Collections"
    Then the play is refused by rule "ability.cost"
    And "General Store" is unbooted
