@card:20002
Feature: Property Is Theft
  Outfit. After your opponent reveals a cheatin' hand during a shootout, they must pay the
  bank 1 ghost rock, if able. If your hand is legal, they pay you instead.
  React, Boot: After you pay another player at least 1 ghost rock, draw a card. If this is
  a shootout, draw an additional card. You may discard 1 card, or up to 2 if this is a
  shootout.

  Background:
    Given a game between "Property Is Theft" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 3 ghost rock
    And Player2 has 3 ghost rock
    And Player2's street is "home, Bank of California"

  Scenario: The opponent cheats against your legal hand: they pay you 1 ghost rock
    Given Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 passes
    Then Player2 has 2 ghost rock
    And Player1 has 4 ghost rock
    And the log contains "Player2 pays Player1 1 ghost rock for Property Is Theft"
    And Player1 is asked to "Select a casualty"

  Scenario: Both hands cheatin': the opponent pays the bank
    Given Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 passes
    Then Player2 has 2 ghost rock
    And Player1 has 3 ghost rock
    And the log contains "Player2 pays the bank 1 ghost rock for Property Is Theft"
    And Player1 is asked to "Select a casualty"

  Scenario: A cheater with no ghost rock pays nothing
    Given Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player2 has 0 ghost rock
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 passes
    Then Player2 has 0 ghost rock
    And Player1 has 3 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: A cheater with exactly 1 ghost rock pays it
    Given Player2 has 1 ghost rock
    And Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 passes
    Then Player2 has 0 ghost rock
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: Only the opponent's cheatin' is fined
    Given Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 passes
    Then Player1 has 3 ghost rock
    And Player2 has 3 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: Paying the other player in a shootout draws 2 cards, then discard up to 2
    Given Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Mustang, Pinto, Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    And Player1 reacts with "Property Is Theft"
    Then "Property Is Theft" is booted
    And the log contains "Player1 draws 2 cards with Property Is Theft"
    And "Mustang" is in Player1's hand
    And "Pinto" is in Player1's hand
    When Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is in Player1's discard pile
    And "Mustang" is in Player1's discard pile
    And the log contains "Player1 discards Mustang"
    And Player1's hand is "Pinto"
    And Player1 is asked to "Select a card"

  Scenario: Paying the owner of a deed at Noon draws 1 card; discard at most 1
    Given Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    And Player1's hand is "Shotgun"
    And Player1's deck is "Mustang, Pinto, Roan"
    When Player1 uses "Joe Vermilion"
    And Player1 reacts with "Property Is Theft"
    Then Player1's hand is "Shotgun, Mustang"
    And the log contains "Player1 draws a card with Property Is Theft"
    When Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And Player1's hand is "Mustang"
    And "Pinto" is in Player1's deck

  Scenario: Discarding is optional
    Given Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    And Player1's hand is "Shotgun"
    And Player1's deck is "Mustang, Pinto, Roan"
    When Player1 uses "Joe Vermilion"
    And Player1 reacts with "Property Is Theft"
    And Player1 is done
    Then Player1's hand is "Shotgun, Mustang"
