Feature: Collecting bounty on casualties
  Rules digest §9.2: when a wanted dude is discarded or aced as a casualty, the
  opponent of its controller gains ghost rock equal to its bounty. A dude that only
  goes home does not pay.

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |

  @rule:shootout.bounty
  Scenario: A wanted dude discarded as a casualty pays its bounty to the opponent
    Given Player2 has these dudes:
      | dude        | at          | bounty |
      | Clyde Owens | Town Square | 2      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 discards "Clyde Owens"
    Then Player1 has 7 ghost rock
    And Player2 has 5 ghost rock
    And "Clyde Owens" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 discards Clyde Owens to cover 1 casualty (0 remaining)
      Player1 collects 2 ghost rock bounty on Clyde Owens
      """
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.bounty
  Scenario: A wanted dude aced as a casualty pays its bounty to the opponent
    Given Player2 has these dudes:
      | dude        | at          | bounty |
      | Clyde Owens | Town Square | 1      |
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 aces "Clyde Owens"
    Then Player1 has 6 ghost rock
    And "Clyde Owens" is in Player2's Boot Hill
    And the log contains in order:
      """
      Player2 aces Clyde Owens to cover 2 casualties (0 remaining)
      Player1 collects 1 ghost rock bounty on Clyde Owens
      """
    When Player1 stays
    Then Player1 wins the shootout

  @rule:shootout.bounty @rule:shootout.breakin_and_enterin
  Scenario: The bounty earned by breakin' and enterin' is paid out in the same shootout
    Given Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 discards "Clint Ramsey"
    Then Player2 has 6 ghost rock
    And Player1 has 5 ghost rock
    And the log contains in order:
      """
      Player1's Clint Ramsey gains 1 bounty for breakin' and enterin' Railroad Station
      Player2 wins the round by 1 rank
      Player1 discards Clint Ramsey to cover 1 casualty (0 remaining)
      Player2 collects 1 ghost rock bounty on Clint Ramsey
      """
    When Player2 stays
    Then Player2 wins the shootout

  @rule:shootout.bounty @rule:shootout.casualties.send_home
  Scenario: A wanted Harrowed dude sent home pays nothing and stays wanted
    Given Player2 has these dudes:
      | dude       | at          | bounty |
      | Avie Cline | Town Square | 2      |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Avie Cline" with "Clint Ramsey"
    And Player2 accepts
    And Player2 sends "Avie Cline" home
    Then Player1 has 5 ghost rock
    And "Avie Cline" has 2 bounty
    And "Avie Cline" is at "Player2's home"
    And the log contains "Player2 sends Avie Cline home booted to cover 1 casualty (0 remaining)"
    And the log does not contain "Player1 collects 2 ghost rock bounty on Avie Cline"
    When Player1 stays
    Then Player1 wins the shootout
