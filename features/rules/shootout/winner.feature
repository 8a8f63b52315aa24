Feature: Who wins a round, and how many casualties
  Rules digest §5.6–5.7: the revealed hands are ranked; the higher total rank wins the
  round and the loser takes casualties equal to the difference. With tied ranks each
  side takes 1 casualty: the tie-breaker (card values, then kickers) only names the
  round's winner, who covers second. When nothing separates the hands the tie is
  exact: there is no winner and the leader's side acts first. Cheatin' carries no
  automatic penalty.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Steven Wiles | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |

  @rule:shootout.winner @rule:shootout.casualties
  Scenario: The higher rank wins and the loser takes the difference in casualties
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 2D 5C 5S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2 is asked to "Select a casualty"
    And Player1 wins the round
    And Player2 takes 4 casualties
    And Player1 takes 0 casualties
    And the log contains in order:
      """
      Player1 reveals KS KH KC 7C 7H: Full House (rank 7)
      Player2 reveals 2H 2D 5C 5S QS: Two Pair (rank 3)
      Player1 wins the round by 4 ranks
      """

  @rule:shootout.winner @rule:shootout.reveal
  Scenario: A cheatin' hand is not punished by itself: the higher rank still wins
    Given Player1's next draw hand is "8C 8C 8D 7D 10S"
    And Player2's next draw hand is "3S 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player2 is asked to "Select a casualty"
    And Player1 wins the round
    And Player2 takes 2 casualties
    And the log contains in order:
      """
      Player1 reveals 8C 8C 8D 7D 10S: Cheatin' Three of a Kind (rank 4)
      Player2 reveals 3S 3D 5C 9S QS: One Pair (rank 2)
      Player1 wins the round by 2 ranks
      """

  @rule:shootout.casualties
  Scenario: Tied ranks: each side takes 1 casualty, the tie-breaker's loser first
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    Then Player1 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    When Player2 discards "Abram Grothe"
    Then Player1 is asked to "Select a casualty"
    When Player1 discards "Steven Wiles"
    Then "Abram Grothe" is in Player2's discard pile
    And "Steven Wiles" is in Player1's discard pile
    And Player2's posse is "Clyde Owens"
    And Player1's posse is "Clint Ramsey"
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 reveals KS KH 9D 6C 4C: One Pair (rank 2)
      Player2 reveals 3S 3D 5C 9S QS: One Pair (rank 2)
      Player1 wins the round on a tie-breaker: each side takes 1 casualty
      Player2 discards Abram Grothe to cover 1 casualty (0 remaining)
      Player1 discards Steven Wiles to cover 1 casualty (0 remaining)
      """

  @rule:shootout.tie @rule:shootout.casualties
  Scenario: An exact tie has no winner, and the leader's side acts first
    Given it is Player2's turn
    And Player1's next draw hand is "JS JH 9D 6C 4C"
    And Player2's next draw hand is "JD JC 9S 6H 4S"
    When Player2 calls out "Clint Ramsey" with "Clyde Owens"
    And Player1 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player1 adds "Steven Wiles" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 picks "Clint Ramsey" as shooter
    Then the round is an exact tie
    And Player1 takes 1 casualty
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"
    When Player2 discards "Abram Grothe"
    Then Player1 is asked to "Select a casualty"
    When Player1 discards "Steven Wiles"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "flee Clyde Owens"
    And the log contains in order:
      """
      Player2 reveals JD JC 9S 6H 4S: One Pair (rank 2)
      Player1 reveals JS JH 9D 6C 4C: One Pair (rank 2)
      The round is an exact tie: each side takes 1 casualty
      Player2 discards Abram Grothe to cover 1 casualty (0 remaining)
      Player1 discards Steven Wiles to cover 1 casualty (0 remaining)
      """
