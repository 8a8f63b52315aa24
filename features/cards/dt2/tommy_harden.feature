@card:24067
Feature: Tommy Harden (Weird West Edition)
  If your opponent in Tommy's shootout reveals a cheatin' hand raise your hand rank by 1
  this round. If your draw hand is also legal, raise it by 2 instead.

  The Weird West Edition rewords the Base Set card ("raise your hand rank", "raise it by
  2 instead"); it shares the Base Set script, and these scenarios prove it behaves the
  same.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude                              | at          |
      | Tommy Harden (Weird West Edition) | Town Square |
      | Clyde Owens                       | Town Square |

  @rule:ability.trait @rule:shootout.winner @rule:shootout.casualties
  Scenario: The opponent cheats against Tommy's legal hand: +2 turns a lost round into a win
    Given Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2 wins the round
    And Player2's hand rank is 3
    And Player1's hand rank is 2
    And Player1 takes 1 casualty
    And Player2 takes 0 casualties
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals KS KS 9D 6C 4C: Cheatin' One Pair (rank 2)
      Player2 reveals QS JH 8D 5C 3C: High Card (rank 1)
      Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 2
      Player2 wins the round by 1 rank
      """

  @rule:ability.trait @rule:shootout.winner @rule:shootout.casualties
  Scenario: Both hands are cheatin': Tommy raises his side's rank by 1 only
    Given Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "QS QS 8D 5C 3C"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 0 casualties
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals KS KS 9D 6C 4C: Cheatin' One Pair (rank 2)
      Player2 reveals QS QS 8D 5C 3C: Cheatin' One Pair (rank 2)
      Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 1
      Player2 wins the round by 1 rank
      """

  @rule:ability.trait @rule:shootout.winner
  Scenario: The raise cannot take a hand past rank 11
    Given Player1's next draw hand is "KS KS KH KD KC"
    And Player2's next draw hand is "AS AH AD AC JOKER"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 reveals KS KS KH KD KC: Cheatin' Five of a Kind (rank 10)
      Player2 reveals AS AH AD AC JOKER: Five of a Kind (rank 10)
      Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 2
      Player2 wins the round by 1 rank
      """

  @rule:ability.trait @rule:shootout.winner
  Scenario: Without a cheatin' opponent Tommy does nothing
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 wins the round by 1 rank"
    And the log does not contain "Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 2"

  @rule:ability.trait @rule:shootout.casualties
  Scenario: Tommy's own side cheatin' is not enough
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS QS 8D 5C 3C"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player1 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 wins the round on a tie-breaker: each side takes 1 casualty"
    And the log does not contain "Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 1"

  @rule:ability.trait @rule:shootout.winner
  Scenario: Tommy out of the shootout raises nothing
    Given Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2's posse is "Clyde Owens"
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 wins the round by 1 rank"
    And the log does not contain "Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 2"

  @rule:ability.trait @rule:shootout.round
  Scenario: The raise lasts for this round only
    Given Player1's draw hands are "KS KS 9D 6C 4C" and then "2S 2H 5C 7D 9H"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Tommy Harden (Weird West Edition)" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Allie Hensman" to the posse
    And Player2 is done
    And Player1 picks "Olivia Jenks" as shooter
    Then Player2 wins the round
    And Player1 takes 1 casualty
    When Player1 discards "Allie Hensman"
    And Player1 stays
    And Player2 stays
    And Player1 is done
    And Player2 keeps the best hand
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2's Tommy Harden (Weird West Edition) raises Player2's hand rank by 2
      Player2 wins the round by 1 rank
      Player1 discards Allie Hensman to cover 1 casualty (0 remaining)
      Player1 reveals 2S 2H 5C 7D 9H: One Pair (rank 2)
      Player2 reveals 4D 6H 9C 10H 5D: High Card (rank 1)
      Player1 wins the round by 1 rank
      """
