@card:01100
Feature: Soul Blast
  Spell, Hex, ace of hearts, cost 1. Shootout Hex X, Boot: Choose a dude in this
  shootout. X is that dude's grit. If successful, send the dude home booted. If
  successful by 6 or more, ace the dude instead. If unsuccessful, move this Huckster
  home booted.

  Steele Archer is a Huckster 2. Olivia Jenks's grit is 6 (value 2 + 2 bullets + 2
  influence), Pancho Castillo's 10 (5 + 3 + 2).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:spell.cast
  Scenario: A successful blast sends the dude home booted and out of the shootout
    Given Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 stays
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Soul Blast" is booted
    And Player1 wins the shootout
    And the log contains in order:
      """
      Player1's Steele Archer casts Soul Blast on Olivia Jenks
      Player1's Steele Archer succeeds by 1 with 5H + 2 = 7 against difficulty 6
      Player1 uses Soul Blast to send Olivia Jenks home booted
      """

  @rule:spell.cast
  Scenario: Successful by 6 or more, the blast aces the dude
    Given Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 6 with 10H + 2 = 12 against difficulty 6
      Player1 uses Soul Blast to ace Olivia Jenks
      """

  @rule:spell.cast
  Scenario: Successful by 5, the dude only goes home
    Given Player1's next pull is "9H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
    And the log contains "Player1 uses Soul Blast to send Olivia Jenks home booted"
    And the log does not contain "Player1 uses Soul Blast to ace Olivia Jenks"

  @rule:spell.cast
  Scenario: An unsuccessful blast sends the Huckster home booted
    Given Player1's next pull is "3H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is at "Player1's home"
    And "Steele Archer" is booted
    And "Olivia Jenks" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Steele Archer fails by 1 with 3H + 2 = 5 against difficulty 6
      Player1's Steele Archer goes home booted
      """

  @rule:spell.cast
  Scenario: Only a dude in this shootout can be chosen
    Given Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Soul Blast"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    And the log contains "Player2 forms a posse of Olivia Jenks"

  @rule:spell.cast
  Scenario: Acing a wanted opposing dude collects the bounty on him
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 3      |
    And Player1 has 0 ghost rock
    And Player1's next pull is "KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 3 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 collects 3 ghost rock bounty on Olivia Jenks
      Player1 uses Soul Blast to ace Olivia Jenks
      """

  @rule:noon.once_per_day
  Scenario: Soul Blast boots: once booted it cannot be cast again
    Given Player1 has these dudes:
      | dude          | at          | attachments                  |
      | Steele Archer | Town Square | Soul Blast (booted), Shotgun |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 adds "Jake Smiley" to the posse
    Then Player1 is asked to "Select a play"
    And Player1 may choose "use Shotgun"
    And Player1 may not choose "use Soul Blast"
    And the log contains "Player1 and Player2 shoot it out at Town Square"

  Scenario: A Harrowed dude the blast would ace is discarded instead, and no line says he was aced
    QUATERMAN PRIME is Harrowed (grit 6: value 4 + 2 bullets + 0 influence): aced by a card
    effect, he is discarded instead.
    Given Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And Player1's next pull is "10H"
    When Player1 calls out "QUATERMAN PRIME" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "QUATERMAN PRIME"
    Then "QUATERMAN PRIME" is in Player2's discard pile
    And the log contains "QUATERMAN PRIME is Harrowed: discarded instead of aced"
    And the log does not contain "to ace QUATERMAN PRIME"
    And Player1 is asked to "Select a dude"
