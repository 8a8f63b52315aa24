@card:24175
Feature: Yagn's Mechanical Skeleton (Weird West Edition)
  Goods, Weapon, Attire, Horse, Gadget, +2 bullets, +1 influence. This dude gains the
  Gadget keyword. React, Boot: When this dude would be moved or booted by another
  player's ability, they do not move or boot.

  Steele Archer (0 bullets) wears the Skeleton: 2 bullets.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                                     |
      | Steele Archer | Town Square | Yagn's Mechanical Skeleton (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The dude gains the Gadget keyword
    Then "Steele Archer" has the keyword "Gadget"

  Scenario: Booted by another player's ability, the dude does not boot
    Given Player2's hand is "Unprepared (Weird West Edition)"
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Unprepared (Weird West Edition)"
    And Player2 selects "Steele Archer"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then "Steele Archer" is unbooted
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is booted
    And "Steele Archer" has 1 bullets
    And the log contains in order:
      """
      Player2 plays Unprepared (Weird West Edition) on Steele Archer
      Player1 uses Yagn's Mechanical Skeleton (Weird West Edition)
      Player1's Steele Archer does not move or boot
      """
    And Player1 is asked to "Select a play"

  Scenario: Sent home booted by another player's ability, the dude stays in the fight
    Given Player2's hand is "Pistol Whip"
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Pistol Whip"
    And Player2 selects "Steele Archer"
    And Player2 selects "Olivia Jenks"
    And Player1 reacts with "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And Player1's posse is "Steele Archer"
    And Player1 is asked to "Select a play"

  Scenario: Its own player's ability boots the dude as usual
    Given Player1's hand is "Unprepared (Weird West Edition)"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Unprepared (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is booted
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a card"
