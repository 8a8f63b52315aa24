@card:25027 @blind
Feature: Carmilla (blind proof)
  Noon: Target an opposing dude at this location. Carmilla makes a Huckster skill check of
  that dude's grit. If successful, boot that dude. If unsuccessful, boot Carmilla (if able).

  Carmilla prints Huckster 1. Olivia Jenks has grit 6 (value 2, 2 bullets, 2 influence):
  a pull of 5 makes 6.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude     | at          |
      | Carmilla | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Player2's home |

  Scenario: A check reaching the target's grit boots the target
    Given Player1's next pull is "5H"
    When Player1 uses "Carmilla"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Carmilla" is unbooted

  Scenario: A check short of the grit boots Carmilla instead
    Given Player1's next pull is "4H"
    When Player1 uses "Carmilla"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is unbooted
    And "Carmilla" is booted
