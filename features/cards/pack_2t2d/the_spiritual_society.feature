@card:20003
Feature: The Spiritual Society (Too Tough to Die)
  Outfit. After refilling your hand during Sundown, if you have equal or more influence in
  town square than each other player, draw a card.
  Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
  location.

  Influence: Steven Wiles 3, Sloane 3, Olivia Jenks 2, Clyde Owens 2, Jon Longstride 1,
  Tommy Harden 1. The hand size is 5: with "Shotgun" kept, the refill draws 4.

  Background:
    Given a game between "The Spiritual Society (Too Tough to Die)" and "Law Dogs"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle"

  Scenario: Equal influence in town square: after the refill, draw a sixth card
    Given the phase is Sundown
    And Player2's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    When Player1 is done
    Then Player1's hand is "Shotgun, Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse"
    And the log contains in order:
      """
      Player1 draws 4 cards
      Player1 draws a card from The Spiritual Society
      Player2 draws 5 cards
      """

  Scenario: More influence in town square: draw a card
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    When Player1 is done
    Then Player1's hand is "Shotgun, Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse"

  Scenario: Less influence in town square: no card after the refill
    Given the phase is Sundown
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 is done
    Then Player1's hand is "Shotgun, Roan, Bluetick, Soul Blast, Shadow Walk"

  @ruling:spiritual-society-equal-at-zero
  Scenario: Nobody in town square: 0 is equal to 0, draw a card
    Given the phase is Sundown
    When Player1 is done
    Then Player1's hand is "Shotgun, Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse"

  Scenario: Your dude boots to boot a weaker opposing dude beside him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Tommy Harden | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Olivia Jenks   | Town Square |
      | Steven Wiles   | Town Square |
    When Player1 uses "The Spiritual Society"
    And Player1 selects "Clyde Owens"
    Then the options are:
      """
      Jon Longstride
      """
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" is booted
    And "Clyde Owens" is booted
    And "Olivia Jenks" is unbooted
    And "The Spiritual Society" is booted
