@card:24008 @blind
Feature: The Spiritual Society (Weird West Edition) (blind proof)
  If you have the most or are tied for the most influence in town square at Nightfall,
  draw a card.
  Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
  location.

  Scenario: Tied for the most influence in the town square at Nightfall: one card more
    Given the board "sundown"
    And a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 is done
    And Player2 is done
    Then Player1 has 6 cards in hand
    And Player2 has 5 cards in hand

  Scenario: Less influence in the town square at Nightfall: no card
    Given the board "sundown"
    And a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 is done
    And Player2 is done
    Then Player1 has 5 cards in hand

  Scenario: At Noon, booting Player1's dude boots an opposing dude with less influence there
    Given the board "main street"
    And a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 uses "The Spiritual Society (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Olivia Jenks" is booted
    And "The Spiritual Society (Weird West Edition)" is booted

  Scenario: An opposing dude with equal influence cannot be booted
    Given the board "main street"
    And a game between "The Spiritual Society (Weird West Edition)" and "Law Dogs"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Avie Cline  | Town Square |
      | Jake Smiley | Town Square |
    When Player1 uses "The Spiritual Society (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1 may choose "Jake Smiley"
    And Player1 may not choose "Avie Cline"
    And Player1 is asked to "Select a dude"
