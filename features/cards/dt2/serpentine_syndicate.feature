@card:24006
Feature: Serpentine Syndicate (Weird West Edition)
  Outfit. React, Boot: After your dude successfully casts a spell while not at home, you may
  discard a card from your hand to gain 1 ghost rock and draw 1 card.

  Steele Archer (Huckster 2) casts Soul Blast at Olivia Jenks, whose grit is 6: a pull of
  9S succeeds.

  Background:
    Given a game between "Serpentine Syndicate" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Roan"
    And Player1's deck is "Pinto, Mustang, Shotgun, Bluetick, Whiskey Flask"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: After a spell cast away from home, discard a card to gain 1 ghost rock and draw a card
    Given Player1's next pull is "9S"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    And Player1 reacts with "Serpentine Syndicate"
    And Player1 chooses "Roan"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Pinto"
    And "Roan" is in Player1's discard pile
    And "Serpentine Syndicate" is booted
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Serpentine Syndicate
      Player1 discards Roan to gain 1 ghost rock and draw a card
      """

  Scenario: A spell cast at home gives no React
    Given Player1's next pull is "9S"
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Serpentine Syndicate" is unbooted
    And Player1 is asked to "Select a dude"
    And the log does not contain "Player1 uses Serpentine Syndicate"
