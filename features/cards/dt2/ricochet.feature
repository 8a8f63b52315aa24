@card:24242
Feature: Ricochet (Weird West Edition)
  Cheatin' Resolution: The cheating player discards their shooter. If your hand is legal,
  you do not take casualties this round and draw a card.

  Olivia Jenks calls out Clyde Owens; Player2 cheats with two pair, a higher rank.

  Background:
    Given the board "shootout"
    And Player1's hand is "Ricochet"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Clyde Owens    | Town Square |
      | Andreas Andregg | Town Square |
    And Player2's next draw hand is "KS KS 9D 9C 4C"

  Scenario: Against a cheater, a legal hand discards their shooter, takes no casualties and draws
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Andreas Andregg" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 plays "Ricochet"
    Then "Clyde Owens" is in Player2's discard pile
    And "Olivia Jenks" is in play
    And Player1 has 1 cards in hand
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 plays Ricochet
      Player2 discards their shooter Clyde Owens
      Player1 takes no casualties this round and draws a card
      Player2 wins the round by 1 rank
      Player1's posse cannot take 1 casualty
      """

  Scenario: Only the player of Ricochet is spared casualties: on a tie the cheater takes theirs
    Given Player1's next draw hand is "AS AH 7D 7C 2C"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Andreas Andregg" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 plays "Ricochet"
    Then Player2 is asked to "Select a casualty"
    And the log contains "Player2 wins the round on a tie-breaker: each side takes 1 casualty"

  Scenario: A cheatin' hand only discards their shooter
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player2 adds "Andreas Andregg" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 plays "Ricochet"
    Then "Clyde Owens" is in Player2's discard pile
    And Player1 has 0 cards in hand
    And the log does not contain "Player1 takes no casualties this round and draws a card"
    And Player1 is asked to "Select a casualty"

  @ruling:ricochet-needs-a-shooter
  Scenario: In lowball there is no shooter to discard, so Ricochet is no play
    Given the board "lowball"
    And Player1's hand is "Ricochet"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    Then the phase is High Noon
    And Player1's hand is "Ricochet"
    And the log contains in order:
      """
      Player2 reveals 3S 3H 5C 5C 8D: Cheatin' Two Pair (rank 3)
      Player1 has no cheatin' play and passes
      """
