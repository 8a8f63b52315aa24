@card:24157
Feature: Xemo's Turban (Weird West Edition)
  Noon Repeat, Boot, Pull: If the pull is not ♣, you may pay 1 ghost rock to draw a card,
  discard a card, and unboot Xemo's Turban.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude           | at   | attachments                        |
      | Jon Longstride | home | Xemo's Turban (Weird West Edition) |
    And Player1's hand is "Reserves"
    And Player1's deck is "Pat's Perch, Pinto, Mustang"

  Scenario: The Turban adds its influence
    Then "Jon Longstride" has 2 influence

  Scenario: Not a club: pay 1 to draw, discard and unboot the Turban, then use it again
    Given Player1's next pull is "5H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 selects "Reserves"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Pat's Perch"
    And "Reserves" is in Player1's discard pile
    And "Xemo's Turban (Weird West Edition)" is unbooted
    And the log contains "Player1 pays 1 ghost rock to draw a card, discard Reserves and unboot Xemo's Turban (Weird West Edition)"
    When Player2 passes
    And Player1 uses "Xemo's Turban (Weird West Edition)"
    Then "Xemo's Turban (Weird West Edition)" is booted
    And Player1 is asked to "Select an option"

  Scenario: The player may decline to pay
    Given Player1's next pull is "5H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    And Player1 chooses "pass"
    Then Player1 has 2 ghost rock
    And Player1's hand is "Reserves"
    And "Xemo's Turban (Weird West Edition)" is booted

  Scenario: A club pull does nothing but boot the Turban
    Given Player1's next pull is "5C"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    Then Player1 has 2 ghost rock
    And Player1's hand is "Reserves"
    And "Xemo's Turban (Weird West Edition)" is booted

  Scenario: Without ghost rock there is nothing to pay
    Given Player1 has 0 ghost rock
    And Player1's next pull is "5H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    Then Player1's hand is "Reserves"
    And "Xemo's Turban (Weird West Edition)" is booted
