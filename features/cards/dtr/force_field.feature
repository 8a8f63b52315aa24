@card:01092
Feature: Force Field
  Goods, Gadget. Repeat Resolution, Pay X Ghost Rock: Raise your draw hand rank by X for
  this round, but not to exceed your opponent's hand rank.

  X is offered from 1 up to the ranks the player is behind, and only as far as their
  stash goes (README "Rules choices"); when only X = 1 is possible it is paid without a
  question. Every dude here is a draw, so each side draws
  exactly 5 cards. Player1's One Pair (rank 2) faces Player2's Three of a Kind (rank 4).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Force Field |
      | Travis Moone | Town Square |             |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Allie Hensman | Town Square |
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  Scenario: Force Field raises the hand rank by the ghost rock paid
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    Then Player1's hand rank is 3
    And Player2's hand rank is 4
    And Player1 has 4 ghost rock
    And "Force Field" is unbooted
    And the log contains in order:
      """
      Player1 uses Force Field to raise their hand rank by 1
      Player2 has no resolution play and passes
      """
    And Player1 is asked to "Select a play"

  Scenario: X goes no higher than the opponent's hand rank
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    Then Player1 is asked to "Select an amount"
    And Player1 may not choose "pay 3 ghost rock"
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      """

  Scenario: X goes no higher than the player's stash: with 1 ghost rock it is 1
    Given Player1 has 1 ghost rock
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    Then Player1 has 0 ghost rock
    And Player1's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: Repeat: Force Field raises the rank again, up to a tie and no further
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 uses "Force Field"
    Then Player1's hand rank is 4
    And Player1 has 3 ghost rock
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 uses Force Field to raise their hand rank by 1
      Player2 has no resolution play and passes
      Player1 uses Force Field to raise their hand rank by 1
      Player2 has no resolution play and passes
      Player1 has no resolution play and passes
      Player2 wins the round on a tie-breaker: each side takes 1 casualty
      """

  Scenario: A player already ahead is not offered Force Field
    Given Player1's next draw hand is "4S 4C 4D 9H KC"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    Then Player1 has 5 ghost rock
    And Player1 wins the round
    And the log contains "Player1 has no resolution play and passes"
    And the log does not contain "Player1 uses Force Field"
    And Player2 is asked to "Select a casualty"

  Scenario: Force Field is a Resolution ability, not a Shootout play
    Given Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 tries to use "Force Field"
    Then the play is refused by rule "noon.play_type"
    And Player1 is asked to "Select a play"

  Scenario: The raised rank lasts for this round only
    Given Player1's draw hands are "3H 3D 6C 9S KH" and then "2H 2D 7S 7C QD"
    And Player2's draw hands are "4S 4C 4D 9H KC" and then "5H 5D 5C 9D KS"
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Travis Moone" to the posse
    And Player2 adds "Allie Hensman" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 uses "Force Field"
    And Player1 chooses "pay 2 ghost rock"
    Then Player1's hand rank is 4
    When Player1 covers the casualties with "Travis Moone"
    And Player2 covers the casualties with "Allie Hensman"
    And Player1 stays
    And Player2 stays
    And Player1 is done
    Then Player1's hand rank is 3
    And Player2's hand rank is 4
    And Player1 is asked to "Select a play"
    And the log contains "Player1 reveals 2H 2D 7S 7C QD: Two Pair (rank 3)"
