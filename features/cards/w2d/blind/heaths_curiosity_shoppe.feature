@card:23031 @blind
Feature: Heath's Curiosity Shoppe (blind proof)
  Controller Noon, Boot: Discard 2 cards. Choose a non-Unique card in your discard pile that
  matches the suit of one of the discarded cards and the value of the other discarded card,
  and put it into your hand.

  Pistol Whip is 5C, Whiskey Flask 4H: the matches are a 5H or a 4C. Mustang is 5H, Ambush
  4C; Roan is 6H (no match); another Whiskey Flask is 4H, the suit and the value of the same
  discarded card (no match).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Heath's Curiosity Shoppe"
    And Player1 has these dudes:
      | dude         | at                       |
      | Olivia Jenks | Heath's Curiosity Shoppe |

  Scenario: Discarding 5C and 4H brings the 5H Mustang back to hand; Roan does not match
    Given Player1's hand is "Pistol Whip, Whiskey Flask"
    And Player1's discard pile is "Mustang, Roan"
    When Player1 uses "Heath's Curiosity Shoppe"
    And Player1 chooses "discard Pistol Whip"
    And Player1 chooses "discard Whiskey Flask"
    Then the options are:
      """
      Mustang
      """
    When Player1 selects "Mustang"
    Then "Mustang" is in Player1's hand
    And "Roan" is in Player1's discard pile
    And "Pistol Whip" is in Player1's discard pile
    And "Whiskey Flask" is in Player1's discard pile
    And "Heath's Curiosity Shoppe" is booted

  Scenario: Both cross matches are offered; a card matching only one discarded card is not
    Given Player1's hand is "Pistol Whip, Whiskey Flask"
    And Player1's discard pile is "Mustang, Ambush, Roan, Whiskey Flask"
    When Player1 uses "Heath's Curiosity Shoppe"
    And Player1 chooses "discard Pistol Whip"
    And Player1 chooses "discard Whiskey Flask"
    Then Player1 may choose "Ambush"
    And Player1 may not choose "Roan"
    When Player1 selects "Ambush"
    Then "Ambush" is in Player1's hand
    And "Mustang" is in Player1's discard pile
