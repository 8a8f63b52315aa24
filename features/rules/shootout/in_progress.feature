Feature: Starting a scenario in the middle of a shootout or a job
  A board can describe a shootout in progress (contract C3): where it is, who leads,
  the mark, each side's posse and the round about to be fought. The scenario then
  starts at that round's shootout plays, without playing the call out or the job.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  @rule:shootout.round
  Scenario: A shootout in its second round, with a posse of two
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And it is round 2 of the shootout
    When Player1 picks "Pancho Castillo" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And the log contains "Player1 wins the round by 10 ranks"

  @rule:job.success
  Scenario: A job's shootout resolves the job when it ends
    Given Player1's hand is "Reserves"
    And a job "Kidnappin'" at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player2 aces "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player2 aces Olivia Jenks to cover 2 casualties (8 remaining)
      Player1's job Kidnappin' succeeds
      """
