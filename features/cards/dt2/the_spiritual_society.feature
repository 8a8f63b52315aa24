@card:24008
Feature: The Spiritual Society (Weird West Edition)
  If you have the most or are tied for the most influence in town square at Nightfall, draw
  a card.
  Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
  location.

  Influence: Steven Wiles 3, Sloane 3, Olivia Jenks 2, Clyde Owens 2, Jon Longstride 1,
  Tommy Harden 1.

  Background:
    Given a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"

  @ruling:spiritual-society-needs-influence-in-town-square
  Scenario: Tied for the most influence in town square at Nightfall: draw a card
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    Then the log contains "Player1 draws a card from The Spiritual Society (Weird West Edition)"
    And "Roan" is in Player1's hand
    And "Bluetick" is in Player1's deck

  Scenario: The most influence in town square, however little: draw a card
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    Then "Roan" is in Player1's hand

  @ruling:spiritual-society-needs-influence-in-town-square
  Scenario: Less influence in town square, or none at all: no card
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    Then the log does not contain "draws a card from The Spiritual Society"
    And "Roan" is in Player1's deck

  @ruling:spiritual-society-needs-influence-in-town-square
  Scenario: With nobody in town square no one has the most influence there
    Given the phase is Sundown
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field"
    Then "Roan" is in Player1's deck

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
    When Player1 uses "The Spiritual Society (Weird West Edition)"
    And Player1 selects "Clyde Owens"
    Then the options are:
      """
      Jon Longstride
      """
    When Player1 selects "Jon Longstride"
    Then "Jon Longstride" is booted
    And "Clyde Owens" is booted
    And "Olivia Jenks" is unbooted
    And "The Spiritual Society (Weird West Edition)" is booted
    And the log contains "Player1 boots Clyde Owens to boot Jon Longstride"
