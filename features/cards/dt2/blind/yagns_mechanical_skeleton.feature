@card:24175 @blind
Feature: Yagn's Mechanical Skeleton (Weird West Edition) (blind proof)
  Goods: Weapon, Attire, Horse, Gadget 9; +2 bullets, +1 influence.
  This dude gains the Gadget keyword.
  React, Boot: When this dude would be moved or booted by another player's ability, they do
  not move or boot.

  Jake Smiley is a draw with 1 bullet and 0 influence. Pistol Whip (Base Set): "Shootout:
  Boot your dude in this posse to send a dude in the other posse home booted. Your dude
  gets -1 bullets (minimum 0)."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments                                     |
      | Jake Smiley | Town Square | Yagn's Mechanical Skeleton (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The dude gains the Gadget keyword, +2 bullets and +1 influence
    Then "Jake Smiley" has the keyword "Gadget"
    And "Jake Smiley" has 3 bullets
    And "Jake Smiley" has 1 influence

  Scenario: Sent home booted by another player's ability, the dude neither moves nor boots
    Given Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    When Player2 plays "Pistol Whip"
    And Player2 selects "Jake Smiley"
    And Player2 selects "Steven Wiles"
    And Player1 reacts with "Yagn's Mechanical Skeleton (Weird West Edition)"
    Then "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is unbooted
    And Player1's posse is "Jake Smiley"
    And "Yagn's Mechanical Skeleton (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"

  Scenario: With the Skeleton booted, the dude goes home booted
    Given Player1 has these dudes:
      | dude        | at          | attachments                                              |
      | Jake Smiley | Town Square | Yagn's Mechanical Skeleton (Weird West Edition) (booted) |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    When Player2 plays "Pistol Whip"
    And Player2 selects "Jake Smiley"
    And Player2 selects "Steven Wiles"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And Player2 is asked to "Select a dude"
