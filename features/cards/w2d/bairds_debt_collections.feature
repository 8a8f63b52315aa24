@card:23033
Feature: Baird's Debt Collections
  Deed, Private Government. Each time a deed is played, gain 1 ghost rock.
  Controller Noon, Boot: Discard a card from your hand to boot a deed.

  Pancho Castillo (influence 2) stands at Player1's home; General Store costs 2, Bank of California 5, Railroad
  Station is Player2's.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Baird's Debt Collections"
    And Player2's street is "home, Railroad Station"
    And Player1 has 10 ghost rock
    And Player2 has 10 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: Each deed played, by either player, gains its controller 1 ghost rock
    Given Player1's hand is "General Store"
    And Player2's hand is "Bank of California"
    When Player1 builds "General Store" on the right of their street
    Then Player1 has 9 ghost rock
    And the log contains "Player1 gains 1 ghost rock from Baird's Debt Collections"
    When Player2 builds "Bank of California" on the left of their street
    Then Player1 has 10 ghost rock
    And Player2 has 5 ghost rock

  Scenario: A dude hired, or Baird's itself built, gains nothing
    Given Player1's street is "home"
    And Player1's hand is "Olivia Jenks, Baird's Debt Collections"
    When Player1 builds "Baird's Debt Collections" on the right of their street
    Then Player1 has 7 ghost rock
    When Player2 passes
    And Player1 hires "Olivia Jenks"
    Then Player1 has 4 ghost rock
    And the log does not contain "gains 1 ghost rock from Baird's Debt Collections"

  Scenario: Noon: discard a card to boot a deed
    Given Player1's hand is "Shotgun"
    And Player2's street is "home, Railroad Station, Bank of California (booted)"
    When Player1 uses "Baird's Debt Collections"
    Then the options are:
      """
      Railroad Station
      cancel
      """
    When Player1 selects "Railroad Station"
    And Player1 discards "Shotgun"
    Then "Railroad Station" is booted
    And "Baird's Debt Collections" is booted
    And "Shotgun" is in Player1's discard pile
    And the log contains "Player1 uses Baird's Debt Collections to boot Railroad Station"

  Scenario: Without a card in hand it cannot be used
    Given Player1's hand is empty
    When Player1 tries to use "Baird's Debt Collections"
    Then the play is refused by rule "ability.cost"

  Scenario: Only the deed's controller may use it
    Given it is Player2's turn
    And Player2's hand is "Shotgun"
    When Player2 tries to use "Baird's Debt Collections"
    Then the play is refused by rule "ability.controller"
