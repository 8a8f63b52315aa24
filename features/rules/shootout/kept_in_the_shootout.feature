Feature: Restrictions a dude carries into a shootout, and on his attached cards
  Rules digest §8.3 (restrictions), §5.9 (going home): "cannot be sent home from a
  shootout" keeps the dude in his posse whatever would send him home (a spell, an action
  card), while the shootout lasts. "<This dude>'s attached cards cannot affect opposing
  dudes unless ..." restricts only the abilities of cards attached to him: his player's
  action cards are not his attached cards. Joan McGruder (22021) prints both.
  Soul Blast: "Choose a dude in this shootout. X is that dude's grit. If successful, send
  the dude home booted." Joan's grit is 8 + 4 + 1 = 13; Steele Archer is a Huckster 2.

  Background:
    Given the phase is High Noon

  Scenario: A successful Soul Blast cannot send her home from the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's hand is "Pistol Whip"
    And Player2's next pull is "KH"
    And a shootout at "Town Square" led by "Joan McGruder" against "Steele Archer"
    When Player1 passes
    And Player2 uses "Soul Blast"
    And Player2 selects "Joan McGruder"
    Then "Joan McGruder" is at "Town Square"
    And "Joan McGruder" is unbooted
    And Player1's posse is "Joan McGruder"
    And the log contains "Joan McGruder cannot be sent home from the shootout"
    And Player1 is asked to "Select a play"

  Scenario: Her player's action card is not one of her attached cards
    Given Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 0      |
    And Player1's hand is "Pistol Whip"
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    When Player1 plays "Pistol Whip"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Joan McGruder"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
