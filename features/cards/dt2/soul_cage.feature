@card:24178
Feature: Soul Cage (Weird West Edition)
  Cheatin' Resolution, Boot: Choose an Abomination from your discard pile or Boot Hill with a
  cost equal to or lower than the cheatin' hand's rank. Put it into play at this location,
  reducing its cost to zero. If this is a shootout, it joins your posse.

  Player2's stacked hand holds 3H twice: a cheatin' Three of a Kind, rank 4. Abominations:
  Pagliaccio (cost 2), Alan Campbell (4), Eve Henry (5); Landon Grimes (4) is none.
  Steele Archer is a draw with 0 bullets.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's discard pile is "Pagliaccio (Weird West Edition), Landon Grimes"
    And Player1's boot hill is "Alan Campbell, Eve Henry"
    And Player1 has these dudes:
      | dude          | at          | attachments                     |
      | Steele Archer | Town Square | Soul Cage (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: An Abomination from Boot Hill enters play free and joins the posse
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Cage (Weird West Edition)"
    Then the options are:
      """
      Pagliaccio (Weird West Edition)
      Alan Campbell
      """
    When Player1 selects "Alan Campbell"
    Then "Alan Campbell" is at "Town Square"
    And Player1's posse is "Steele Archer, Alan Campbell"
    And "Soul Cage (Weird West Edition)" is booted
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: Against a legal hand there is no Cheatin' Resolution
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a casualty"
    And "Soul Cage (Weird West Edition)" is unbooted

  Scenario: With no Abomination cheap enough it is not offered (§8.1 requirement)
    Given Player1's discard pile is "Landon Grimes"
    And Player1's boot hill is "Eve Henry"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then "Eve Henry" is in Player1's boot hill
    And "Soul Cage (Weird West Edition)" is unbooted
    And the log contains "Player1 has no resolution play and passes"
    And Player1 is asked to "Select a casualty"
