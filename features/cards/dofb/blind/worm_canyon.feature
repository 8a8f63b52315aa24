@card:25032 @blind
Feature: Worm Canyon (blind proof)
  Noon, Boot: Discard your hand, then gain one ghost rock for each card discarded.

  Worm Canyon is Player1's Out of Town deed. Player1 starts with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1's out of town deeds is "Worm Canyon"

  Scenario: Three cards discarded gain 3 ghost rock
    Given Player1's hand is "Pinto, Roan, Mustang"
    When Player1 uses "Worm Canyon"
    Then Player1's hand is empty
    And "Pinto" is in Player1's discard pile
    And "Mustang" is in Player1's discard pile
    And Player1 has 8 ghost rock
    And "Worm Canyon" is booted

  Scenario: An empty hand gains nothing
    Given Player1's hand is empty
    When Player1 tries to use "Worm Canyon"
    Then Player1 has 5 ghost rock
