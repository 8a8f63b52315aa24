@card:01114 @blind
Feature: Ambush (blind proof)
  Noon Job, Boot: Mark a dude. If the mark is not wanted, raise the bounty on each dude
  in your posse by 1. If successful, ace the mark.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player1's hand is "Ambush"

  Scenario: An unopposed ambush on an unwanted dude aces the mark and raises the posse's bounty
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Steven Wiles" to the posse
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 1 bounty
    And "Steven Wiles" has 1 bounty
    And Player1 has 1 ghost rock
    And "Ambush" is in Player1's discard pile

  Scenario: The bounty is not raised when the mark is wanted, and the bounty on the mark is collected
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    And Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 0 bounty
    And Player1 has 3 ghost rock

  Scenario: A failed ambush does not ace the mark, but the bounty stays raised
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 9H KD"
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player2 is done
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 discards "Steven Wiles"
    And Player1 runs with "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in play
    And "Olivia Jenks" is at "Town Square"
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" has 1 bounty

  Scenario: The leader boots to start the job
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    Then "Pancho Castillo" is booted
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Ambush costs 4 ghost rock
    Given Player1 has 3 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ambush"
    Then the play is refused because "Player1 cannot pay 4 ghost rock for Ambush"

  Scenario: A Harrowed mark aced by Ambush is discarded instead
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Avie Cline"
    And Player2 is done
    Then the job succeeds
    And "Avie Cline" is in Player2's discard pile
    And "Pancho Castillo" has 1 bounty
