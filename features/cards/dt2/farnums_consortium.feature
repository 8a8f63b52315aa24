@card:24003
Feature: Farnum's Consortium (Weird West Edition)
  Outfit. In-town deeds you own with one or more of your dudes present get +1 production.
  Noon, boot: If you have fewer cards in hand than each opponent, pay 2 ghost rock to draw a card.

  Telegraph Office, General Store and Pat's Perch (Out of Town) print 1 production each.

  Background:
    Given a game between "Farnum's Consortium" and "Law Dogs"
    And the phase is High Noon
    And Player1's street is "home, Telegraph Office, General Store"
    And Player1's out of town deeds is "Pat's Perch"

  Scenario: Only your in-town deeds with your dude present produce 1 more
    Given Player2's street is "home, Pony Express"
    And Player1 has these dudes:
      | dude             | at               |
      | Pancho Castillo  | Telegraph Office |
      | Jacqueline Isham | Pat's Perch      |
      | Allie Hensman    | Pony Express     |
      | Barton Everest   | home             |
    And Player2 has these dudes:
      | dude             | at               |
      | Olivia Jenks     | General Store    |
      | Steven Wiles     | Telegraph Office |
      | Richard Faulkner | Telegraph Office |
    Then Player2 controls "Telegraph Office"
    And "Telegraph Office" has 2 production
    And "General Store" has 1 production
    And "Pat's Perch" has 1 production
    And "Pony Express" has 2 production
    And "Farnum's Consortium" has 3 production

  Scenario: With fewer cards in hand than the opponent, pay 2 ghost rock to draw a card
    Given Player1 has 2 ghost rock
    And Player1's hand is "Roan"
    And Player2's hand is "Pinto, Mustang"
    And Player1's deck is "Shotgun, Bluetick"
    When Player1 uses "Farnum's Consortium"
    Then Player1 has 0 ghost rock
    And Player1's hand is "Roan, Shotgun"
    And "Farnum's Consortium" is booted
    And the log contains in order:
      """
      Player1 uses Farnum's Consortium
      Player1 pays 2 ghost rock to draw a card
      """

  Scenario: With as many cards in hand as the opponent, the outfit boots for nothing
    Given Player1 has 5 ghost rock
    And Player1's hand is "Roan, Pinto"
    And Player2's hand is "Mustang, Whiskey Flask"
    And Player1's deck is "Shotgun, Bluetick"
    When Player1 uses "Farnum's Consortium"
    Then Player1 has 5 ghost rock
    And Player1's hand is "Roan, Pinto"
    And "Farnum's Consortium" is booted

  Scenario: A player with 1 ghost rock cannot pay to draw
    Given Player1 has 1 ghost rock
    And Player1's hand is "Roan"
    And Player2's hand is "Pinto, Mustang"
    And Player1's deck is "Shotgun, Bluetick"
    When Player1 uses "Farnum's Consortium"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Roan"

  Scenario: With more cards in hand than the opponent, the outfit boots for nothing
    Given Player1 has 5 ghost rock
    And Player1's hand is "Roan, Pinto, Mustang"
    And Player2's hand is "Whiskey Flask, Bluetick"
    And Player1's deck is "Shotgun"
    When Player1 uses "Farnum's Consortium"
    Then Player1 has 5 ghost rock
    And Player1 has 3 cards in hand
