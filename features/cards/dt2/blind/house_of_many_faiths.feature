@card:24002 @blind
Feature: House of Many Faiths (blind proof)
  Noon, Boot: Shuffle a card from your hand and a card from your discard pile into your
  deck. Your dude with a Miracle moves to town square, unboots, and gets +1 Influence.

  Ezrael Jones is Blessed 1 with 1 influence; Holy Roller (Weird West Edition) is a Miracle.
  Jon Longstride has no Miracle.

  Background:
    Given a game between "House of Many Faiths (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player1's discard pile is "Pistol Whip"
    And Player1 has these dudes:
      | dude           | at   | booted | attachments                      |
      | Ezrael Jones   | home | yes    | Holy Roller (Weird West Edition) |
      | Jon Longstride | home | yes    |                                  |

  Scenario: The cards go into the deck and the Miracle dude comes to the town square unbooted with +1 influence
    When Player1 uses "House of Many Faiths (Weird West Edition)"
    Then Player1 may not choose "Jon Longstride"
    When Player1 selects "Ezrael Jones"
    And Player1 selects "Shotgun"
    And Player1 selects "Pistol Whip"
    Then "Shotgun" is in Player1's deck
    And "Pistol Whip" is in Player1's deck
    And "Ezrael Jones" is at "Town Square"
    And "Ezrael Jones" is unbooted
    And "Ezrael Jones" has 2 influence
    And "House of Many Faiths (Weird West Edition)" is booted
    And "Jon Longstride" is at "Player1's home"

  Scenario: The ability boots the outfit: not twice
    Given Player1's outfit is booted
    When Player1 tries to use "House of Many Faiths (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Shotgun" is in Player1's hand

  Scenario: The +1 influence counts in the Sundown victory check and ends with the day
    When Player1 uses "House of Many Faiths (Weird West Edition)"
    And Player1 selects "Ezrael Jones"
    And Player1 selects "Shotgun"
    And Player1 selects "Pistol Whip"
    And the game advances to Sundown
    Then the log contains "Player1 has 0 control points and 3 influence"
    And "Ezrael Jones" has 1 influence
