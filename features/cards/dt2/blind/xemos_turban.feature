@card:24157 @blind
Feature: Xemo's Turban (blind proof)
  Goods, Experimental • Attire • Gadget 5, cost 0, +1 influence.
  Noon Repeat, Boot, Pull: If the pull is not ♣, you may pay 1 ghost rock to draw a card,
  discard a card, and unboot Xemo's Turban.

  Elander Boldman prints influence 1. Player1 starts with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Bowie Knife, Pinto, Roan, Auction, Doyle's Hoyle, Charlie's Place, Cheatin' Varmint, Mustang"
    And Player1 has these dudes:
      | dude            | at   | attachments                        |
      | Elander Boldman | home | Xemo's Turban (Weird West Edition) |

  Scenario: The Turban gives its dude +1 influence
    Then "Elander Boldman" has 2 influence

  Scenario: A pull that is not a club: pay 1 to draw, discard and unboot the Turban
    Given Player1's next pull is "7H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 selects "Shotgun"
    Then Player1 has 4 ghost rock
    And "Shotgun" is in Player1's discard pile
    And Player1's hand is "Bowie Knife"
    And "Xemo's Turban (Weird West Edition)" is unbooted

  Scenario: A club: nothing but the boot
    Given Player1's next pull is "7C"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    Then "Xemo's Turban (Weird West Edition)" is booted
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"

  Scenario: Repeat: once unbooted it may be used again the same day
    Given Player1's next pull is "7H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 selects "Shotgun"
    And Player2 passes
    And Player1 uses "Xemo's Turban (Weird West Edition)"
    Then "Xemo's Turban (Weird West Edition)" is booted
    And Player1 is asked to "Select an option"

  Scenario: Without a ghost rock to pay, the Turban stays booted
    Given Player1 has 0 ghost rock
    And Player1's next pull is "7H"
    When Player1 uses "Xemo's Turban (Weird West Edition)"
    Then "Xemo's Turban (Weird West Edition)" is booted
    And Player1's hand is "Shotgun"
    And Player1 has 0 ghost rock
