Feature: Run or Gun
  Rules digest §5.9: after casualties, the loser and then the winner choose which of
  their dudes run. A dude who runs goes home booted and leaves the posse. A player who
  stays cannot run later in the same step. If both posses still have dudes, another
  round is fought; the shootout ends once a posse is empty.

  Player1 (Clint Ramsey and Steven Wiles) calls out Player2 (Clyde Owens and Abram
  Grothe) at the town square. Player1 reveals One Pair against High Card, so Player2
  loses the round by 1 rank and discards Abram Grothe.

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
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:shootout.run_or_gun
  Scenario: The loser chooses first; a dude who runs goes home booted and leaves the posse
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player2 discards "Abram Grothe"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "flee Clyde Owens"
    When Player2 runs with "Clyde Owens"
    Then "Clyde Owens" is at "Player2's home"
    And "Clyde Owens" is booted
    And Player2's posse is empty
    And Player1 is asked to "Select a dude"
    When Player1 stays
    Then Player1 wins the shootout
    And "Clint Ramsey" is at "Town Square"
    And the log contains in order:
      """
      Player2 discards Abram Grothe to cover 1 casualty (0 remaining)
      Player2 sends Clyde Owens home booted (fleeing)
      Player1 wins the shootout at Town Square
      """

  @rule:shootout.run_or_gun @rule:shootout.end
  Scenario: The winner may run too, after the loser has stayed
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player2 discards "Abram Grothe"
    And Player2 stays
    Then Player1 is asked to "Select a dude"
    When Player1 runs with "Clint Ramsey"
    And Player1 runs with "Steven Wiles"
    Then "Clint Ramsey" is at "Player1's home"
    And "Steven Wiles" is at "Player1's home"
    And "Clint Ramsey" is booted
    And Player2 wins the shootout
    And "Clyde Owens" is at "Town Square"
    And the log contains in order:
      """
      Player1 sends Clint Ramsey home booted (fleeing)
      Player1 sends Steven Wiles home booted (fleeing)
      Player2 wins the shootout at Town Square
      """

  @rule:shootout.run_or_gun @rule:shootout.round
  Scenario: Staying is final for the step; with dudes on both sides another round starts
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player2 discards "Abram Grothe"
    And Player2 stays
    And Player1 runs with "Steven Wiles"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "flee Clint Ramsey"
    When Player1 stays
    Then Player1 is asked to "Select a card"
    And Player1's posse is "Clint Ramsey"
    And Player2's posse is "Clyde Owens"
    And the log contains in order:
      """
      Player1 sends Steven Wiles home booted (fleeing)
      Player1 picks Clint Ramsey as their shooter
      Player2 picks Clyde Owens as their shooter
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      """
    And the log does not contain "Player2 sends Clyde Owens home booted (fleeing)"

  @rule:shootout.run_or_gun @rule:shootout.end
  Scenario: When everyone runs, the shootout ends with no winner
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Abram Grothe" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Clyde Owens" as shooter
    And Player2 discards "Abram Grothe"
    And Player2 runs with "Clyde Owens"
    And Player1 runs with "Clint Ramsey"
    And Player1 runs with "Steven Wiles"
    Then the shootout ends with no winner
    And "Clyde Owens" is at "Player2's home"
    And "Clint Ramsey" is at "Player1's home"
    And the last log line is "The shootout at Town Square ends with no winner"

  @rule:shootout.run_or_gun
  Scenario: A dude who runs from a fight at his own home stays there, booted, out of the posse
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude         | at             |
      | Clint Ramsey | Player2's home |
    And Player2 has these dudes:
      | dude         | at   |
      | Clyde Owens  | home |
      | Abram Grothe | home |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player2 calls out "Clint Ramsey" with "Clyde Owens"
    And Player1 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 picks "Clyde Owens" as shooter
    And Player1 discards "Clint Ramsey"
    And Player2 runs with "Clyde Owens"
    Then "Clyde Owens" is at "Player2's home"
    And "Clyde Owens" is booted
    And Player2's posse is "Abram Grothe"
    And Player2 is asked to "Select a dude"
    When Player2 stays
    Then Player2 wins the shootout
    And the log contains in order:
      """
      Player2 wins the round by 1 rank
      Player1 discards Clint Ramsey to cover 1 casualty (0 remaining)
      Player2 sends Clyde Owens home booted (fleeing)
      Player2 wins the shootout at Player2's home
      """
