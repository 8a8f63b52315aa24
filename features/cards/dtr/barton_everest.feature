@card:01040
Feature: Barton Everest
  If you reveal a cheatin' hand in Barton's shootout, raise your draw hand rank by 1
  for this round.

  A trait: it needs no choice and fires at the reveal of every round in which Barton is
  in a posse and his player's hand is cheatin'. The raise is the round's hand-rank
  modification: the winner and the casualties are decided on the raised rank, a raised
  hand counts as the worst of its new rank and the total never goes past 11, where it
  ties every other 11 (§5.6, §5.7).

  Barton Everest is a stud with 2 bullets. He calls out Clyde Owens, or Allie Hensman
  does it without him.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Barton Everest | Town Square |
      | Allie Hensman  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |

  @rule:ability.trait @rule:shootout.winner @rule:shootout.casualties
  Scenario: Barton's player cheats: +1 turns a lost round into a win
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    And Player1 is done
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And Player1 takes 0 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals QS QS 8D 5C 3C: Cheatin' One Pair (rank 2)
      Player2 reveals KS KH 9D 6C 4C: One Pair (rank 2)
      Player1's Barton Everest raises Player1's hand rank by 1
      Player1 wins the round by 1 rank
      """

  @rule:ability.trait @rule:shootout.casualties
  Scenario: A raised hand counts as the worst hand of its new rank
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "2S 2H 4D 4C 9H"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    And Player1 is done
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1's Barton Everest raises Player1's hand rank by 1
      Player2 wins the round on a tie-breaker: each side takes 1 casualty
      """

  @rule:ability.trait @rule:shootout.tie
  Scenario: A raise to 11 ties a Dead Man's Hand exactly
    Given Player1's next draw hand is "KS KS KH KD KC"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    And Player1 is done
    Then the round is an exact tie
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals KS KS KH KD KC: Cheatin' Five of a Kind (rank 10)
      Player2 reveals AS AC 8S 8C JD: Dead Man's Hand (rank 11)
      Player1's Barton Everest raises Player1's hand rank by 1
      The round is an exact tie: each side takes 1 casualty
      """

  @rule:ability.trait @rule:shootout.casualties
  Scenario: A legal hand gets no raise
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    And Player1 is done
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 wins the round on a tie-breaker: each side takes 1 casualty"
    And the log does not contain "Player1's Barton Everest raises Player1's hand rank by 1"

  @rule:ability.trait @rule:shootout.casualties
  Scenario: An opponent's cheatin' hand raises nobody
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Barton Everest"
    And Player2 accepts
    And Player1 is done
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 wins the round on a tie-breaker: each side takes 1 casualty"
    And the log does not contain "Player1's Barton Everest raises Player1's hand rank by 1"

  @rule:ability.trait @rule:shootout.casualties
  Scenario: Barton out of the shootout raises nothing
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Allie Hensman"
    And Player2 accepts
    And Player1 is done
    Then Player1's posse is "Allie Hensman"
    And Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 wins the round on a tie-breaker: each side takes 1 casualty"
    And the log does not contain "Player1's Barton Everest raises Player1's hand rank by 1"
