@card:24159
Feature: See-Through Spectacles (Weird West Edition)
  Goods, Attire, Gadget 6. Resolution, Boot: Choose a card in your draw hand. If it is ♥,
  change its value to a value you do not have in that hand; otherwise, change its suit to ♥.
  This counts as modifying your hand rank.

  Steele Archer (a draw with 0 bullets) draws exactly 5 cards. Player2's stacked hand is
  a Pair of 3s (rank 2).

  Background:
    Given the phase is High Noon
    And Player2's next draw hand is "3S 3D 6C 9S QC"
    And Player1 has these dudes:
      | dude          | at          | attachments            |
      | Steele Archer | Town Square | See-Through Spectacles |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A card that is not a heart becomes one: four hearts and a spade make a Flush
    Given Player1's next draw hand is "2H 5H 8H JH KS"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "See-Through Spectacles"
    And Player1 chooses "KS"
    Then Player1's draw hand is "2H 5H 8H JH KH"
    And Player1's hand rank is 6
    And Player1 wins the round
    And "See-Through Spectacles" is booted
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 uses See-Through Spectacles
      Player1 changes KS in their draw hand to KH
      Player1's draw hand is now 2H 5H 8H JH KH: Flush (rank 6)
      """

  Scenario: A heart changes to a value the hand does not hold
    Given Player1's next draw hand is "4S 4C 5S 5C 9H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "See-Through Spectacles"
    And Player1 chooses "9H"
    Then Player1 may not choose "4"
    And Player1 may not choose "5"
    And Player1 may not choose "9"
    And Player1 may choose "K"
    And Player1 may choose "A"
    When Player1 chooses "K"
    Then Player1's draw hand is "4S 4C 5S 5C KH"
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 changes 9H in their draw hand to KH"
