@card:25051
Feature: One-Eyed Jacks are Wild
  Cheatin' Resolution: You may change the value and suit of one card in your draw hand. Your
  new hand is considered legal. If this is the Gamblin' Phase, draw a card.

  Both players cheat with two identical cards; Player2's cheatin' hand lets Player1 play it.

  Background:
    Given the phase is High Noon
    And Player1's hand is "One-Eyed Jacks are Wild"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A card changes to the value and suit of your choice, and the hand is legal
    Given Player1's next draw hand is "4S 4S 6C 9H KH"
    And Player2's next draw hand is "3H 3H 8D 6C KD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "One-Eyed Jacks are Wild"
    And Player1 chooses "9H"
    And Player1 chooses "4"
    And Player1 chooses "Hearts"
    Then Player1's draw hand is "4S 4S 6C 4H KH"
    And the log contains "Player1 changes 9H in their draw hand to 4H"
    And Player1's hand rank is 4
    And Player1 has 0 cards in hand
    And the log contains "Player1's draw hand is now 4S 4S 6C 4H KH: Three of a Kind (rank 4)"
    And Player2 is asked to "Select a casualty"

  @ruling:one-eyed-jacks-legal-unchanged
  Scenario: Leaving the hand as it is, it is still considered legal
    Given Player1's next draw hand is "4S 4S 6C 9H KH"
    And Player2's next draw hand is "3H 3H 8D 6C KD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "One-Eyed Jacks are Wild"
    And Player1 chooses "done"
    Then Player1's draw hand is "4S 4S 6C 9H KH"
    And Player1's hand rank is 2
    And the log contains "Player1's draw hand is now 4S 4S 6C 9H KH: One Pair (rank 2)"
    And Player2 is asked to "Select a casualty"

  Scenario: In the Gamblin' phase the player also draws a card
    Given the board "lowball"
    And Player1's hand is "One-Eyed Jacks are Wild"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino, Pancho Castillo"
    And Player2's deck is "Tommy Harden, Tommy Harden, Bad Company, Pistol Whip, Circle M Ranch"
    When Player1 plays "One-Eyed Jacks are Wild"
    And Player1 chooses "done"
    Then "Pancho Castillo" is in Player1's hand
    And Player1 has 1 cards in hand
    And the log contains "Player1 draws a card"
