@card:25048
Feature: Stoic Buffalo
  Shootout Spirit 9: For this shootout round, after each time you pass as your Shootout play,
  you may draw a card.

  Eagle Woman That All Look At prints Shaman 2: a pull of 7 or more casts the spell.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments   |
      | Eagle Woman That All Look At | Town Square | Stoic Buffalo |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Eagle Woman That All Look At" against "Olivia Jenks"
    And Player1's hand is "Shotgun"

  Scenario: After passing this round the Shaman's player may draw a card
    Given Player1's next pull is "7H"
    When Player1 uses "Stoic Buffalo"
    Then the log contains "Player1 uses Stoic Buffalo: after each time they pass this round, they may draw a card"
    When Player1 passes
    Then Player1 is asked to "Select an option"
    When Player1 chooses "draw a card"
    Then Player1 has 2 cards in hand
    And the log contains "Player1 draws a card after passing"
    And Player1 is asked to "Select a card"

  Scenario: A pull short of 9 gives no draw after passing
    Given Player1's next pull is "6H"
    When Player1 uses "Stoic Buffalo"
    And Player1 passes
    Then Player1 has 1 cards in hand
    And the log does not contain "Player1 draws a card after passing"
    And Player1 is asked to "Select a card"
