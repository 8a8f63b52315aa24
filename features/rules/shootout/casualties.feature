Feature: Take Yer Lumps
  Rules digest §5.8: casualties are covered exactly when possible. Discarding a dude
  covers 1, acing covers 2, so nobody aces for a single casualty, and casualties of
  twice the posse or more ace every dude. A Harrowed dude covers 1 by going home
  booted, 2 when discarded and 3 when aced, and those values are compulsory. A
  Sidekick is discarded (never aced) to cover 1. Casualties the posse cannot absorb
  are ignored: the winner never takes them.

  Player1 fights alone with Clint Ramsey against Player2's posse; Player2 always
  reveals High Card (rank 1), so Player1's hand sets the number of casualties.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:shootout.casualties.discard
  Scenario: A single casualty is covered by discarding, never by acing
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 1 casualty
    And Player2 may choose "discard Clyde Owens"
    And Player2 may not choose "ace Clyde Owens"
    When Player2 discards "Clyde Owens"
    Then "Clyde Owens" is in Player2's discard pile
    And Player2's posse is empty
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 wins the round by 1 rank
      Player2 discards Clyde Owens to cover 1 casualty (0 remaining)
      """

  @rule:shootout.casualties.ace
  Scenario: Two casualties are covered by acing one dude
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 2 casualties
    And Player2 may choose "ace Clyde Owens"
    And Player2 may not choose "discard Clyde Owens"
    When Player2 aces "Clyde Owens"
    Then "Clyde Owens" is in Player2's Boot Hill
    And the log contains "Player2 aces Clyde Owens to cover 2 casualties (0 remaining)"
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.ace @rule:shootout.casualties.discard
  Scenario: Three casualties with two dudes: one is aced and the other discarded
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    And Player1's next draw hand is "KS KH KC 6C 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 3 casualties
    When Player2 aces "Clyde Owens"
    Then Player2 may choose "discard Abram Grothe"
    And Player2 may not choose "ace Abram Grothe"
    When Player2 discards "Abram Grothe"
    Then "Clyde Owens" is in Player2's Boot Hill
    And "Abram Grothe" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 wins the round by 3 ranks
      Player2 aces Clyde Owens to cover 2 casualties (1 remaining)
      Player2 discards Abram Grothe to cover 1 casualty (0 remaining)
      """
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.ace
  Scenario: Casualties of twice the posse or more ace every dude
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    And Player1's next draw hand is "4C 5H 6C 7H 8D"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 4 casualties
    And Player2 may not choose "discard Clyde Owens"
    And Player2 may not choose "discard Abram Grothe"
    When Player2 aces "Abram Grothe"
    And Player2 aces "Clyde Owens"
    Then Player2 has 2 cards in Boot Hill
    And the log contains in order:
      """
      Player1 wins the round by 4 ranks
      Player2 aces Abram Grothe to cover 2 casualties (2 remaining)
      Player2 aces Clyde Owens to cover 2 casualties (0 remaining)
      """
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.overflow
  Scenario: Casualties the posse cannot absorb are ignored, never passed to the winner
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 aces "Clyde Owens"
    Then Player1 is asked to "Select a dude"
    And Player1 takes 0 casualties
    And Player1's posse is "Clint Ramsey"
    And "Clint Ramsey" is in play
    And the log contains in order:
      """
      Player1 wins the round by 10 ranks
      Player2 aces Clyde Owens to cover 2 casualties (8 remaining)
      Player2 has no one left to take 8 casualties
      """

  @rule:shootout.casualties.send_home
  Scenario: A Harrowed dude covers a single casualty by going home booted
    Given Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 1 casualty
    And Player2 may choose "send home Avie Cline"
    And Player2 may not choose "discard Avie Cline"
    When Player2 sends "Avie Cline" home
    Then "Avie Cline" is at "Player2's home"
    And "Avie Cline" is booted
    And Player2's posse is empty
    And the log contains "Player2 sends Avie Cline home booted to cover 1 casualty (0 remaining)"
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.discard
  Scenario: A Harrowed dude discarded covers 2 casualties
    Given Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 2 casualties
    And Player2 may choose "discard Avie Cline"
    And Player2 may not choose "ace Avie Cline"
    And Player2 may not choose "send home Avie Cline"
    When Player2 discards "Avie Cline"
    Then "Avie Cline" is in Player2's discard pile
    And the log contains "Player2 discards Avie Cline to cover 2 casualties (0 remaining)"
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.ace
  Scenario: A Harrowed dude aced covers 3 casualties
    Given Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    And Player1's next draw hand is "KS KH KC 6C 4C"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 3 casualties
    And Player2 may choose "ace Avie Cline"
    And Player2 may not choose "discard Avie Cline"
    When Player2 aces "Avie Cline"
    Then "Avie Cline" is in Player2's Boot Hill
    And the log contains in order:
      """
      Player1 wins the round by 3 ranks
      Player2 aces Avie Cline to cover 3 casualties (0 remaining)
      """
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.casualties.discard
  Scenario: A Sidekick is discarded to cover a casualty and its dude fights on
    Given Player2 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Bluetick    |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 may choose "discard Bluetick"
    And Player2 may choose "discard Clyde Owens"
    When Player2 discards "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And Player2's posse is "Clyde Owens"
    And Player2 is asked to "Select a dude"
    And the log contains "Player2 discards Bluetick to cover 1 casualty (0 remaining)"

  @rule:shootout.casualties.discard
  Scenario: A Sidekick is never aced
    Given Player2 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Bluetick    |
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 2 casualties
    And Player2 may choose "discard Bluetick"
    And Player2 may choose "ace Clyde Owens"
    And Player2 may not choose "ace Bluetick"
    When Player2 discards "Bluetick"
    And Player2 discards "Clyde Owens"
    Then "Bluetick" is in Player2's discard pile
    And "Clyde Owens" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 discards Bluetick to cover 1 casualty (1 remaining)
      Player2 discards Clyde Owens to cover 1 casualty (0 remaining)
      """
    When Player1 stays
    Then Player1 wins the shootout
