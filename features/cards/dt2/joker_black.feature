@card:24258
Feature: Joker (black) (Weird West Edition)
  Joker. This card is only used for draw hands and pulls. You choose its suit and value.
  Ace the joker after use.

  No script: the engine plays every joker this way (§1.2, §5.6, §7.1). In a draw hand the
  joker is wild and takes the value and suit that serve its player best (the highest hand
  in a shootout, the lowest in lowball); in a pull the puller names its value and suit.
  Once the revealed hand is discarded, or the pull is used, the joker is aced.

  Steele Archer (Huckster 2, a draw with 0 bullets) draws exactly 5 cards; with Soul Blast
  he pulls against Olivia Jenks's grit of 6.

  Background:
    Given the phase is High Noon
    And Player1's deck is "Joker (black) (Weird West Edition), Pinto, Mustang, Shotgun, Bluetick"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: In a draw hand the joker takes the value and suit that make the best hand
    Given Player1's deck starts with "4S 4C 5S 5C"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    Then Player1's hand rank is 7
    And Player1 wins the round
    And "Joker (black) (Weird West Edition)" is in Player1's draw hand
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 reveals 4S 4C 5S 5C JOKER: Full House (rank 7)"

  Scenario: The joker is aced once the revealed hand is discarded
    Given Player1's deck starts with "4S 4C 5S 5C"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Joker (black) (Weird West Edition)" is in Player1's Boot Hill
    And "Pinto" is not in Player1's Boot Hill
    And the log contains "Player1 wins the shootout at Town Square"

  Scenario: In a pull the puller chooses the joker's value and suit, and it is aced after use
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a value"
    When Player1 chooses "K"
    And Player1 chooses "Hearts"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Joker (black) (Weird West Edition)" is in Player1's Boot Hill
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 pulls Joker (black) (Weird West Edition) as KH
      Player1's Steele Archer succeeds by 9 with KH + 2 = 15 against difficulty 6
      Player1 aces Joker (black) (Weird West Edition) after the pull
      """

  Scenario: In lowball the joker takes the value that makes the lowest hand
    Given the board "lowball"
    And Player1's deck is "Joker (black) (Weird West Edition), Pinto, Mustang"
    And Player1's deck starts with "AS 2C 3S 5C"
    And Player2's next draw hand is "AH 2S 3D 4C 7C"
    Then Player1 is the first player
    And "Joker (black) (Weird West Edition)" is in Player1's Boot Hill
    And Player1 is asked to "Select an action"
    And the log contains in order:
      """
      Player1 reveals AS 2C 3S 5C JOKER=6S: High Card (rank 1)
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
