@card:24208
Feature: Many Speak as One (Weird West Edition)
  Spell, Spirit. Noon Spirit 9, Boot: Put a 0-draw, 1-influence Ancestor Spirit token into
  play at this location.

  Enapay is a Shaman 1: he succeeds on a pull of 8 or more.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at            | attachments                              |
      | Enapay | General Store | Many Speak as One (Weird West Edition)   |

  @rule:spell.cast
  Scenario: An Ancestor Spirit token enters play at the shaman's location
    Given Player1's next pull is "8H"
    When Player1 uses "Many Speak as One (Weird West Edition)"
    Then "Ancestor Spirit (Weird West Edition)" is at "General Store"
    And "Ancestor Spirit (Weird West Edition)" has 1 influence
    And "Ancestor Spirit (Weird West Edition)" has 0 bullets
    And "Ancestor Spirit (Weird West Edition)" is a draw
    And "Many Speak as One (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Enapay succeeds by 0 with 8H + 1 = 9 against difficulty 9
      Player1 uses Many Speak as One (Weird West Edition) to put an Ancestor Spirit (Weird West Edition) token into play at General Store
      """

  @rule:spell.cast
  Scenario: A failed cast brings no spirit
    Given Player1's next pull is "7H"
    When Player1 uses "Many Speak as One (Weird West Edition)"
    Then "Many Speak as One (Weird West Edition)" is booted
    And the log contains "Player1's Enapay fails by 1 with 7H + 1 = 8 against difficulty 9"
    And the log does not contain "to put an Ancestor Spirit token into play"
