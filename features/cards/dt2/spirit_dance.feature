@card:24205
Feature: Spirit Dance (Weird West Edition)
  Spell, Spirit. Shootout Spirit 10, Boot: A 2-stud Gunslinger token enters play and
  joins your posse.

  Enapay is a Shaman 1: he succeeds on a pull of 9 or more. The Gunslinger token is a
  2-bullet stud removed from the game after this shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments  |
      | Enapay | Town Square | Spirit Dance (Weird West Edition) |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |

  @rule:spell.cast
  Scenario: A Gunslinger token joins the caster's posse
    Given Player1's next pull is "9H"
    When Player1 calls out "Steven Wiles" with "Enapay"
    And Player2 accepts
    And Player1 uses "Spirit Dance (Weird West Edition)"
    Then Player1's posse is "Enapay, Gunslinger"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is unbooted
    And Player1 is asked to "Select a dude"
    And "Spirit Dance (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Enapay succeeds by 0 with 9H + 1 = 10 against difficulty 10
      Player1 uses Spirit Dance (Weird West Edition) to bring a Gunslinger token into their posse
      """

  @rule:spell.cast
  Scenario: A failed dance brings no Gunslinger
    Given Player1's next pull is "8H"
    When Player1 calls out "Steven Wiles" with "Enapay"
    And Player2 accepts
    And Player1 uses "Spirit Dance (Weird West Edition)"
    Then Player1's posse is "Enapay"
    And Player2 is asked to "Select a card"
    And "Spirit Dance (Weird West Edition)" is booted
    And the log contains "Player1's Enapay fails by 1 with 8H + 1 = 9 against difficulty 10"
