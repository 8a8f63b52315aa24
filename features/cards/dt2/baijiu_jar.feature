@card:24143
Feature: Baijiu Jar (Weird West Edition)
  While at a Saloon, this dude gets +3 value and +1 influence.
  Shootout, Boot: Discard three cards to draw four cards.

  Jon Longstride prints value 8 and 1 influence. Dead Dog Tavern is a Saloon, General
  Store is not.

  Scenario: At a Saloon, even another player's, the dude gets +3 value and +1 influence
    Given the phase is High Noon
    And Player2's street is "home, Dead Dog Tavern"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude           | at              | attachments                     |
      | Jon Longstride | Dead Dog Tavern | Baijiu Jar (Weird West Edition) |
    Then "Jon Longstride" has 11 value
    And "Jon Longstride" has 2 influence
    When Player1 moves "Jon Longstride" to "General Store"
    Then "Jon Longstride" has 8 value
    And "Jon Longstride" has 1 influence

  Scenario: The dude discards three cards and draws four
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                     |
      | Jon Longstride | Town Square | Baijiu Jar (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's hand is "Reserves, War Paint, Shotgun"
    And Player1's deck is "Pat's Perch, Pinto, Mustang, Travis Moone, Kidnappin'"
    When Player1 uses "Baijiu Jar (Weird West Edition)"
    And Player1 discards "Reserves"
    And Player1 discards "War Paint"
    And Player1 discards "Shotgun"
    Then Player1's hand is "Pat's Perch, Pinto, Mustang, Travis Moone"
    And Player1 has 4 cards in hand
    And "Baijiu Jar (Weird West Edition)" is booted
    And the log contains "Player1 uses Baijiu Jar (Weird West Edition) to discard three cards and draw four cards"
    And Player1 is asked to "Select a card"

  Scenario: With two cards in hand the jar cannot be used
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                                                |
      | Jon Longstride | Town Square | Baijiu Jar (Weird West Edition), Winchester Model 1873 (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's hand is "Reserves, War Paint"
    When Player1 tries to use "Baijiu Jar (Weird West Edition)"
    Then the play is refused because "Player1 has fewer than 3 cards in hand to discard"
    And the play is refused by rule "ability.cost"
    And "Baijiu Jar (Weird West Edition)" is unbooted
    And Player1 has 2 cards in hand
    And Player1 is asked to "Select a play"
