@card:01123 @blind
Feature: Kidnappin' (blind proof)
  Noon Job, Boot: Mark a dude. Your posse must have more total bullets than the marked
  dude. Raise the bounty of each dude in your posse by 1. If successful, discard the
  mark.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Jake Smiley     | home |
    And Player1's hand is "Kidnappin'"

  Scenario: A successful kidnappin' discards the mark and raises the posse's bounty
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Steven Wiles"
    And Player1 adds "Jake Smiley" to the posse
    And Player2 is done
    Then the job succeeds
    And "Steven Wiles" is in Player2's discard pile
    And "Pancho Castillo" has 1 bounty
    And "Jake Smiley" has 1 bounty
    And "Pancho Castillo" is booted
    And Player1 has 6 ghost rock

  Scenario: A posse with exactly the mark's bullets is not enough; cancelling refunds the job
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Steven Wiles"
    And Player1 is done
    Then the log contains "Player1's posse cannot take the job: the posse has 3 bullets and needs more than Steven Wiles's 3"
    When Player1 chooses "cancel"
    Then "Kidnappin'" is in Player1's hand
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" has 0 bounty
    And "Steven Wiles" is in play

  Scenario: One bullet more than the mark is enough
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Steven Wiles"
    And Player1 is done
    And Player1 chooses "select again"
    And Player1 adds "Jake Smiley" to the posse
    And Player2 is done
    Then the job succeeds
    And "Steven Wiles" is in Player2's discard pile

  Scenario: A failed kidnappin' leaves the mark in play, the bounty raised
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 9H KD"
    When Player1 plays "Kidnappin'"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Jake Smiley" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player2 is done
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 discards "Jake Smiley"
    And Player1 runs with "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is at "Town Square"
    And "Pancho Castillo" has 1 bounty
